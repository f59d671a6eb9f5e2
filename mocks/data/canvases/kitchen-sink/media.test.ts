import { describe, expect, it } from 'vitest';
import { chooseVideoPlayer } from '../../../../shared/content/video';
import { MEDIA_BLOCKS, type Video } from '../../../../shared/content/schemas/blocks/media';
import { parseBlock } from '../../../../shared/content/schemas/canvas';
import { SITES } from '../../../../shared/site';
import { mediaBlocks } from './media';

const ctx = { site: SITES[0]!, locale: SITES[0]!.locale, mode: 'publish' as const };

describe('kitchen-sink media', () => {
  const parsed = mediaBlocks(ctx).map(parseBlock);

  it('parses every block and uses every media type', () => {
    for (const result of parsed) expect(result).toMatchObject({ ok: true });
    const types = new Set(parsed.flatMap((result) => (result.ok ? [result.block.type] : [])));
    expect([...types].sort()).toEqual(Object.keys(MEDIA_BLOCKS).sort());
  });

  it('shows each video player once', () => {
    const videos = parsed.flatMap((result) => (result.ok && result.block.type === 'video' ? [result.block as Video] : []));
    expect(videos.map((video) => chooseVideoPlayer(video).kind).sort()).toEqual(['hosted', 'native', 'youtube']);
  });

  it('starts no download of the mock videos, which do not exist', () => {
    for (const result of parsed) {
      if (!result.ok || result.block.type !== 'video') continue;
      const video = result.block as Video;
      if (chooseVideoPlayer(video).kind !== 'youtube') expect(video.playerSettings?.autoplay).toBe(false);
    }
  });
});
