import { useEffect, useRef, useState } from 'react';
import type { VideoPlayerSettings } from '../../../../shared/content/video';
import type { VideoTrack } from '../../../../shared/content/schemas/blocks/media';
import type { Picture } from '../../../../shared/content/schemas/common';
import { imageUrl } from '../../../components/image-url';

interface VideoPlayerProps {
  /** One source for every breakpoint, or sources per breakpoint. */
  sources: { sm?: string; md?: string; lg?: string };
  settings: VideoPlayerSettings;
  /** Hosted player: autoplay waits until the video scrolls into view. */
  autoplayOnScroll?: boolean;
  /**
   * Attach the sources only when playback starts (autoplay on scroll or the shopper's
   * play): a cross-origin delivery URL is checked against the CSP's media-src as soon
   * as a source is selected, even with preload none.
   */
  deferSources?: boolean;
  tracks: VideoTrack[];
  defaultTrack?: VideoTrack;
  poster?: Picture;
  title?: string;
  width: number;
  height: number;
}

const BREAKPOINT_MEDIA = [
  ['lg', '(min-width: 1024px)'],
  ['md', '(min-width: 768px)'],
  ['sm', undefined],
] as const;

/** Largest breakpoint first; the smallest source given has no media query, so every screen gets one. */
function sourceList(sources: VideoPlayerProps['sources']) {
  const list = BREAKPOINT_MEDIA.flatMap(([breakpoint, media]) => (sources[breakpoint] ? [{ src: sources[breakpoint], media: media as string | undefined }] : []));
  const last = list[list.length - 1];
  if (last) last.media = undefined;
  return list;
}

/** An autoplay the browser refuses is only logged; the poster and controls stay. */
function playQuietly(video: HTMLVideoElement) {
  video.play().catch((error: unknown) => console.warn('video autoplay failed', error));
}

/** The native `<video>`: sources per breakpoint, the chosen transcript track on by default. */
export function VideoPlayer(props: VideoPlayerProps) {
  const { sources, settings, autoplayOnScroll = false, deferSources = false, tracks, defaultTrack, poster, title, width, height } = props;
  const ref = useRef<HTMLVideoElement>(null);
  // Playback requested (autoplay or the shopper's play). Until then no track is attached:
  // browsers fetch a default track on insertion, even with preload none.
  const [started, setStarted] = useState(false);
  const attached = started || !deferSources;

  useEffect(() => {
    const video = ref.current;
    if (!video || !settings.autoplay) return;
    // The muted property (not only the attribute) is what lets browsers autoplay.
    video.muted = settings.muted;
    const start = () => {
      setStarted(true);
      if (!deferSources) playQuietly(video);
    };
    if (!autoplayOnScroll || typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      start();
      observer.disconnect();
    }, { threshold: 0.5 });
    observer.observe(video);
    return () => observer.disconnect();
  }, [settings.autoplay, settings.muted, autoplayOnScroll, deferSources]);

  useEffect(() => {
    // Deferred sources were just attached: select one and play.
    const video = ref.current;
    if (!video || !deferSources || !started) return;
    video.load();
    playQuietly(video);
  }, [started, deferSources]);

  return (
    <video
      ref={ref}
      className="video__player"
      controls={!settings.hideControls}
      loop={settings.loop}
      muted={settings.muted}
      playsInline
      // Nothing downloads until playback starts: autoplay is started from the effect.
      preload="none"
      poster={poster ? imageUrl(poster.url, width) : undefined}
      width={width}
      height={height}
      aria-label={title}
      onPlay={() => setStarted(true)}
    >
      {(attached ? sourceList(sources) : []).map((source) => (
        <source key={source.src} src={source.src} media={source.media} />
      ))}
      {(started ? tracks : []).map((track) => (
        <track key={`${track.srclang}|${track.src}`} src={track.src} label={track.label} srcLang={track.srclang} kind={track.kind} default={track === defaultTrack} />
      ))}
    </video>
  );
}
