import { banner, type CanvasContext } from '../context';

/**
 * The kitchen-sink section for the media family: a picture and each video player.
 * The mocks serve no video files, so the players start with autoplay off and preload
 * none: the poster shows and nothing 404s until a shopper presses play.
 */
export function mediaBlocks(_ctx: CanvasContext): unknown[] {
  return [
    {
      id: 'ks-picture', type: 'picture',
      ...banner('ks-lake-panorama', 'A turquoise alpine lake below jagged peaks', 1600, 640),
    },
    {
      id: 'ks-video-youtube', type: 'video',
      media: { lg: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      poster: banner('ks-film-scree', 'Runners crossing a scree field', 1280, 720),
      seoTitle: 'Field test: the Scree softshell on the Tour du Mont Blanc',
      seoDescription: 'Our product team spent eleven days on the trail putting the Scree softshell through wind, sleet and sun.',
      width: 1280, height: 720,
    },
    {
      id: 'ks-video-hosted', type: 'video', hostedPlayer: true,
      cloudinaryAsset: { cloudName: 'ridgeline', publicId: 'films/packing-for-a-hut-trip' },
      media: {},
      playerSettings: { autoplay: false, hideControls: false },
      poster: banner('ks-film-hut', 'A mountain hut at sunset with backpacks on the porch', 1280, 720),
      seoTitle: 'How to pack for a hut-to-hut trek',
      width: 1280, height: 720, backgroundColor: '#f1f0eb',
      paddings: { sm: { top: '1rem', bottom: '1rem' }, lg: { top: '2rem', bottom: '2rem' } },
    },
    {
      id: 'ks-video-native', type: 'video', isFullWidth: true,
      media: { sm: '/videos/ridgeline-campfire-sm.mp4', md: '/videos/ridgeline-campfire-md.mp4', lg: '/videos/ridgeline-campfire-lg.mp4' },
      playerSettings: { autoplay: false },
      poster: banner('ks-film-campfire', 'Friends around a campfire beside a lake', 1280, 540),
      seoTitle: 'Campfire stories: ten years of Ridgeline',
      tracks: [
        { src: '/videos/ridgeline-campfire.fr.vtt', label: 'Français', srclang: 'fr', kind: 'subtitles' },
        { src: '/videos/ridgeline-campfire.en.vtt', label: 'English', srclang: 'en', kind: 'captions' },
      ],
      width: 1280, height: 540,
    },
  ];
}
