import { describe, expect, it } from 'vitest';
import { chooseTranscriptTrack, chooseVideoPlayer, cloudinaryVideoUrl, resolvePlayerSettings, youTubeVideoId } from './video';

describe('youTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('recognises %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });

  it.each(['/videos/trail.mp4', 'https://vimeo.com/123456', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ', undefined])('ignores %s', (url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });
});

describe('chooseVideoPlayer', () => {
  const asset = { cloudName: 'ridgeline', publicId: 'films/ridge-run' };

  it('uses YouTube for a YouTube URL even when the hosted player is on', () => {
    expect(chooseVideoPlayer({ media: { lg: 'https://youtu.be/dQw4w9WgXcQ' }, hostedPlayer: true, cloudinaryAsset: asset })).toEqual({ kind: 'youtube', videoId: 'dQw4w9WgXcQ' });
  });

  it('uses the hosted player when its flag is on and the asset has a public id', () => {
    expect(chooseVideoPlayer({ media: { lg: '/videos/a.mp4' }, hostedPlayer: true, cloudinaryAsset: asset })).toEqual({ kind: 'hosted', ...asset });
  });

  it('falls back to the native player without the flag or without a public id', () => {
    expect(chooseVideoPlayer({ media: { sm: '/videos/a.mp4' }, hostedPlayer: false, cloudinaryAsset: asset })).toEqual({ kind: 'native' });
    expect(chooseVideoPlayer({ media: { sm: '/videos/a.mp4' }, hostedPlayer: true, cloudinaryAsset: { cloudName: 'ridgeline', publicId: '' } })).toEqual({ kind: 'native' });
    expect(chooseVideoPlayer({ media: { sm: '/videos/a.mp4' }, hostedPlayer: true })).toEqual({ kind: 'native' });
  });
});

describe('resolvePlayerSettings', () => {
  it('gives the native player autoplay, controls, loop and mute by default', () => {
    expect(resolvePlayerSettings('native', undefined)).toEqual({ autoplay: true, hideControls: false, loop: true, muted: true });
  });

  it('gives the hosted player everything on, controls hidden, by default', () => {
    expect(resolvePlayerSettings('hosted', {})).toEqual({ autoplay: true, hideControls: true, loop: true, muted: true });
  });

  it("keeps the editor's explicit choices", () => {
    expect(resolvePlayerSettings('hosted', { autoplay: false, hideControls: false })).toEqual({ autoplay: false, hideControls: false, loop: true, muted: true });
  });
});

describe('chooseTranscriptTrack', () => {
  const fr = { srclang: 'fr', label: 'Français' };
  const en = { srclang: 'en', label: 'English' };
  const enUs = { srclang: 'en-US', label: 'English (US)' };

  it('prefers the track in the page language', () => {
    expect(chooseTranscriptTrack([fr, en, enUs], 'en-us')).toBe(enUs);
  });

  it('then a track whose language is contained in the page language', () => {
    expect(chooseTranscriptTrack([fr, en], 'en-US')).toBe(en);
  });

  it('then the first track', () => {
    expect(chooseTranscriptTrack([fr, en], 'de')).toBe(fr);
  });

  it('has nothing to choose from no tracks', () => {
    expect(chooseTranscriptTrack([], 'en')).toBeUndefined();
  });
});

describe('cloudinaryVideoUrl', () => {
  it('builds the delivery URL from cloud name and public id', () => {
    expect(cloudinaryVideoUrl('ridgeline', 'films/ridge run')).toBe('https://res.cloudinary.com/ridgeline/video/upload/q_auto/films/ridge%20run.mp4');
  });
});
