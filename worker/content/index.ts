export * from './canvas-client';
export { parseCanvasBlocks } from './parsed-canvas';
export * from './memory-cache';
export * from './page-canvas';
export * from './canvas-cache';
