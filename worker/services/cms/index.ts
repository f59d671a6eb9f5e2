export * from './canvas-client';
export { parseCanvasBlocks } from './parsed-canvas';
export * from './memory-cache';
