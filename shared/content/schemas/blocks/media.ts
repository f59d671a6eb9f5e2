import * as z from 'zod';
import { PictureSchema, PlainText } from '../common';

// Picture and video; the video defaults live in shared/content/video.ts.

/** A CSS colour an editor may pick: hex or a plain colour keyword (nothing that could escape a style). */
export const EditorColor = z.string().regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)$/, 'colour must be hex or a colour name');
/** A CSS length for paddings and margins. */
export const EditorLength = z.string().regex(/^(0|\d+(\.\d+)?(rem|px|%|em|vw))$/, 'length must be a number with rem, px, %, em or vw');

const PaddingSchema = z.object({ top: EditorLength.optional(), bottom: EditorLength.optional() });

export const PictureBlockSchema = PictureSchema.extend({
  id: z.string(),
  type: z.literal('picture'),
});
export type PictureBlock = z.infer<typeof PictureBlockSchema>;

export const VideoTrackSchema = z.object({
  src: z.string(),
  label: z.string(),
  srclang: z.string(),
  kind: z.enum(['subtitles', 'captions', 'descriptions', 'chapters', 'metadata']),
});
export type VideoTrack = z.infer<typeof VideoTrackSchema>;

export const VideoSchema = z.object({
  id: z.string(),
  type: z.literal('video'),
  backgroundColor: EditorColor.optional(),
  isFullWidth: z.boolean().optional(),
  /** Video URL per breakpoint. */
  media: z.object({ sm: z.string().optional(), md: z.string().optional(), lg: z.string().optional() }),
  paddings: z.object({ sm: PaddingSchema.optional(), md: PaddingSchema.optional(), lg: PaddingSchema.optional() }).optional(),
  /** Unset settings take the chosen player's defaults. */
  playerSettings: z
    .object({ autoplay: z.boolean(), hideControls: z.boolean(), loop: z.boolean(), muted: z.boolean() })
    .partial()
    .optional(),
  cloudinaryAsset: z.object({ cloudName: z.string(), publicId: z.string() }).partial().optional(),
  /** Use the hosted (cloud) player when the asset has a public id. */
  hostedPlayer: z.boolean().optional(),
  tracks: z.array(VideoTrackSchema).optional(),
  seoTitle: PlainText.optional(),
  seoDescription: PlainText.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** Still shown before playback, from the image CDN (YouTube's own thumbnails are cross-origin). */
  poster: PictureSchema.optional(),
});
export type Video = z.infer<typeof VideoSchema>;

export const MEDIA_BLOCKS = {
  picture: PictureBlockSchema,
  video: VideoSchema,
} as const;
