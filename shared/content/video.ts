// The video block: its player, transcript tracks and defaults. Pure: no DOM, so the
// server render and the browser choose the same player.

export interface VideoPlayerSettings {
  autoplay: boolean;
  hideControls: boolean;
  loop: boolean;
  muted: boolean;
}

/** The simple (native) video autoplays, shows controls, loops and mutes. */
export const NATIVE_PLAYER_DEFAULTS: VideoPlayerSettings = { autoplay: true, hideControls: false, loop: true, muted: true };

/** The hosted player's own options, and its autoplay/hideControls/loop/muted all true. */
export const HOSTED_PLAYER_DEFAULTS = {
  autoplay: true,
  hideControls: true,
  loop: true,
  muted: true,
  autoplayMode: 'on-scroll',
  chaptersButton: true,
  hideLogo: true,
  hideContextMenu: true,
  fluid: true,
} as const;

export interface VideoSource {
  media?: { sm?: string; md?: string; lg?: string };
  hostedPlayer?: boolean;
  cloudinaryAsset?: { cloudName?: string; publicId?: string };
}

export type VideoPlayerChoice =
  | { kind: 'youtube'; videoId: string }
  | { kind: 'hosted'; cloudName: string; publicId: string }
  | { kind: 'native' };

const YOUTUBE_ID = '([A-Za-z0-9_-]{11})';
const YOUTUBE_PATTERNS = [
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/watch\\?(?:[^#]*&)?v=${YOUTUBE_ID}`),
  new RegExp(`^https?://youtu\\.be/${YOUTUBE_ID}`),
  new RegExp(`^https?://(?:www\\.)?youtube(?:-nocookie)?\\.com/(?:embed|shorts)/${YOUTUBE_ID}`),
];

/** The YouTube video id when the URL is a YouTube watch, short link, embed or shorts URL. */
export function youTubeVideoId(url: string | undefined): string | null {
  if (!url) return null;
  for (const pattern of YOUTUBE_PATTERNS) {
    const match = pattern.exec(url.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The URL the player starts from: the largest breakpoint that has one. */
export function primaryVideoUrl(media: VideoSource['media']): string | undefined {
  return media?.lg || media?.md || media?.sm || undefined;
}

/**
 * YouTube by URL pattern; else the hosted player when its flag is on and a
 * cloud asset has a public id; else the native player.
 */
export function chooseVideoPlayer(video: VideoSource): VideoPlayerChoice {
  const videoId = youTubeVideoId(primaryVideoUrl(video.media));
  if (videoId) return { kind: 'youtube', videoId };
  const { cloudName, publicId } = video.cloudinaryAsset ?? {};
  if (video.hostedPlayer && publicId && cloudName) return { kind: 'hosted', cloudName, publicId };
  return { kind: 'native' };
}

/** The player's settings: the editor's choices over the defaults of the chosen player. */
export function resolvePlayerSettings(kind: 'hosted' | 'native', settings: Partial<VideoPlayerSettings> | undefined): VideoPlayerSettings {
  const defaults = kind === 'hosted' ? HOSTED_PLAYER_DEFAULTS : NATIVE_PLAYER_DEFAULTS;
  return {
    autoplay: settings?.autoplay ?? defaults.autoplay,
    hideControls: settings?.hideControls ?? defaults.hideControls,
    loop: settings?.loop ?? defaults.loop,
    muted: settings?.muted ?? defaults.muted,
  };
}

export interface TranscriptTrack {
  srclang: string;
}

/**
 * The track matching the page language, then one whose language is
 * contained in it (`en` for `en-US`), then the first.
 * @example chooseTranscriptTrack([{ srclang: 'fr' }, { srclang: 'en' }], 'en-US') // { srclang: 'en' }
 */
export function chooseTranscriptTrack<T extends TranscriptTrack>(tracks: readonly T[], language: string): T | undefined {
  const page = language.toLowerCase();
  return (
    tracks.find((track) => track.srclang.toLowerCase() === page) ??
    tracks.find((track) => track.srclang !== '' && page.includes(track.srclang.toLowerCase())) ??
    tracks[0]
  );
}

/** The privacy-enhanced embed URL for a YouTube video. */
export const youTubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;

/** The hosted player's delivery URL for a cloud asset (MP4, automatic quality). */
export function cloudinaryVideoUrl(cloudName: string, publicId: string): string {
  const path = publicId.split('/').map(encodeURIComponent).join('/');
  return `https://res.cloudinary.com/${encodeURIComponent(cloudName)}/video/upload/q_auto/${path}.mp4`;
}
