import type { CSSProperties } from 'react';
import type { BlockProps } from '../types';
import { chooseTranscriptTrack, chooseVideoPlayer, cloudinaryVideoUrl, resolvePlayerSettings } from '../../../../shared/content/video';
import type { Video as VideoBlock } from '../../../../shared/content/schemas/blocks/media';
import { usePageInfo } from '../../../state/PageContext';
import { VideoPlayer } from './VideoPlayer';
import { YouTubeFacade } from './YouTubeFacade';
import { useT } from '../../../state/i18n';

const DEFAULT_WIDTH = 1280;
const DEFAULT_HEIGHT = 720;

/** Per-breakpoint paddings as custom properties; media.css applies them at each breakpoint. */
function paddingVariables(paddings: VideoBlock['paddings']): CSSProperties {
  const variables: Record<string, string> = {};
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const padding = paddings?.[breakpoint];
    if (padding?.top) variables[`--video-pt-${breakpoint}`] = padding.top;
    if (padding?.bottom) variables[`--video-pb-${breakpoint}`] = padding.bottom;
  }
  return variables as CSSProperties;
}

/** Video block: YouTube facade, hosted player or native player (choice in shared/content/video). */
export function Video({ block }: BlockProps<VideoBlock>) {
  const t = useT();
  const { site } = usePageInfo();
  const choice = chooseVideoPlayer(block);
  const width = block.width ?? DEFAULT_WIDTH;
  const height = block.height ?? DEFAULT_HEIGHT;
  const tracks = block.tracks ?? [];
  const title = block.seoTitle ?? block.poster?.alt ?? t('blocks.video');
  const style: CSSProperties = { ...paddingVariables(block.paddings), backgroundColor: block.backgroundColor };

  return (
    <figure className={`video video--${choice.kind}${block.isFullWidth ? ' video--full-width' : ''}`} data-block="video" style={style}>
      <div className="video__frame" style={{ aspectRatio: `${width} / ${height}` }}>
        {choice.kind === 'youtube' ? (
          <YouTubeFacade videoId={choice.videoId} title={title} poster={block.poster} />
        ) : (
          <VideoPlayer
            // The hosted player's vendor script is not loaded under our CSP (script-src is nonce-only):
            // the native element plays the asset's delivery URL with the hosted player's defaults.
            // Playing it needs the CSP's media-src to allow the delivery host.
            sources={choice.kind === 'hosted' ? { sm: cloudinaryVideoUrl(choice.cloudName, choice.publicId) } : block.media}
            settings={resolvePlayerSettings(choice.kind, block.playerSettings)}
            autoplayOnScroll={choice.kind === 'hosted'}
            deferSources={choice.kind === 'hosted'}
            tracks={tracks}
            defaultTrack={chooseTranscriptTrack(tracks, site.locale)}
            poster={block.poster}
            title={title}
            width={width}
            height={height}
          />
        )}
      </div>
      {block.seoTitle || block.seoDescription ? (
        <figcaption className="video__caption">
          {block.seoTitle ? <strong className="video__title">{block.seoTitle}</strong> : null}
          {block.seoDescription ? <span className="video__description">{block.seoDescription}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
