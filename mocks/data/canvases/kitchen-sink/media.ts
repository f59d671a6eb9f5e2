import { banner, type CanvasContext } from '../context';
import { copyFor } from '../language';
import { MEDIA_COPY } from './copy/media';

/**
 * The kitchen-sink section for the media family: a picture and each video player.
 * The mocks serve no video files, so the players start with autoplay off and preload
 * none: the poster shows and nothing 404s until a shopper presses play.
 */
export function mediaBlocks(ctx: CanvasContext): unknown[] {
  const copy = copyFor(ctx, MEDIA_COPY);
  return [
    {
      id: 'ks-picture', type: 'picture',
      ...banner('ks-lake-panorama', copy.lakeAlt, 1600, 640),
    },
    {
      id: 'ks-video-youtube', type: 'video',
      media: { lg: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      poster: banner('ks-film-scree', copy.scree.alt, 1280, 720),
      seoTitle: copy.scree.title,
      seoDescription: copy.scree.description,
      width: 1280, height: 720,
    },
    {
      id: 'ks-video-hosted', type: 'video', hostedPlayer: true,
      cloudinaryAsset: { cloudName: 'ridgeline', publicId: 'films/packing-for-a-hut-trip' },
      media: {},
      playerSettings: { autoplay: false, hideControls: false },
      poster: banner('ks-film-hut', copy.hut.alt, 1280, 720),
      seoTitle: copy.hut.title,
      width: 1280, height: 720, backgroundColor: '#f1f0eb',
      paddings: { sm: { top: '1rem', bottom: '1rem' }, lg: { top: '2rem', bottom: '2rem' } },
    },
    {
      id: 'ks-video-native', type: 'video', isFullWidth: true,
      media: { sm: '/videos/ridgeline-campfire-sm.mp4', md: '/videos/ridgeline-campfire-md.mp4', lg: '/videos/ridgeline-campfire-lg.mp4' },
      playerSettings: { autoplay: false },
      poster: banner('ks-film-campfire', copy.campfire.alt, 1280, 540),
      seoTitle: copy.campfire.title,
      tracks: [
        { src: '/videos/ridgeline-campfire.fr.vtt', label: 'Français', srclang: 'fr', kind: 'subtitles' },
        { src: '/videos/ridgeline-campfire.en.vtt', label: 'English', srclang: 'en', kind: 'captions' },
      ],
      width: 1280, height: 540,
    },
  ];
}
