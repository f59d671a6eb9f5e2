import { youTubeEmbedUrl } from '../../../../shared/content/video';
import type { Picture } from '../../../../shared/content/schemas/common';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useT } from '../../../state/i18n';

interface YouTubeFacadeProps {
  videoId: string;
  title: string;
  poster?: Picture;
}

/**
 * A click-to-load facade instead of the YouTube iframe: our CSP has no frame-src, so
 * it falls back to 'self' and an embedded youtube-nocookie iframe would be blocked.
 * The play control opens the privacy-enhanced embed in a new tab; nothing loads
 * from YouTube until the shopper asks for it.
 */
export function YouTubeFacade({ videoId, title, poster }: YouTubeFacadeProps) {
  const t = useT();
  return (
    <a className="video-facade" href={youTubeEmbedUrl(videoId)} target="_blank" rel="noopener noreferrer">
      {poster ? <ResponsiveImage className="video-facade__poster" src={poster.url} alt="" width={960} height={Math.round((960 * poster.height) / poster.width)} /> : null}
      <span className="video-facade__play" aria-hidden="true" />
      <span className="video-facade__label">
        <span className="visually-hidden">{`${t('blocks.playVideo')} `}</span>
        {title}
        <span className="visually-hidden">{` ${t('blocks.opensYouTube')}`}</span>
      </span>
    </a>
  );
}
