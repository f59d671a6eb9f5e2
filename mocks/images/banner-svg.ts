import { hashString, mulberry32, type Rng } from '../data/prng';
import { DETAIL_QUALITY, svgDocument } from './svg';

// Banner placeholders: a mountain landscape whose palette and ridgelines derive from the name.

const VIEW_WIDTH = 1600;

function ridge(rng: Rng, height: number, baseline: number, amplitude: number, peaks: number): string {
  const step = VIEW_WIDTH / peaks;
  let path = `M0 ${height} L0 ${Math.round(baseline)}`;
  for (let i = 0; i < peaks; i++) {
    const peakX = Math.round(i * step + step * (0.3 + rng() * 0.4));
    const peakY = Math.round(baseline - amplitude * (0.4 + rng() * 0.6));
    const valleyY = Math.round(baseline - amplitude * rng() * 0.3);
    path += ` L${peakX} ${peakY} L${Math.round((i + 1) * step)} ${valleyY}`;
  }
  return `${path} L${VIEW_WIDTH} ${height} Z`;
}

export interface BannerImageRequest {
  name: string;
  width: number;
  height: number;
  quality: number;
}

export function renderBannerSvg(req: BannerImageRequest): string {
  const rng = mulberry32(hashString(req.name));
  const hue = Math.floor(rng() * 360);
  const viewHeight = Math.round((VIEW_WIDTH * req.height) / req.width);
  const detailed = req.quality >= DETAIL_QUALITY;
  const layers = detailed ? 4 : 2;
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 60% 92%)"/></linearGradient></defs><rect width="${VIEW_WIDTH}" height="${viewHeight}" fill="url(#sky)"/>`;
  const sun = detailed ? `<circle cx="${Math.round(200 + rng() * 1200)}" cy="${Math.round(viewHeight * (0.15 + rng() * 0.2))}" r="${Math.round(viewHeight * 0.07)}" fill="hsl(${(hue + 60) % 360} 90% 95%)" opacity="0.9"/>` : '';
  const ridges = Array.from({ length: layers }, (_, i) => {
    const depth = (i + 1) / layers;
    const baseline = viewHeight * (0.45 + depth * 0.4);
    const fill = `hsl(${(hue + 180 + i * 8) % 360} ${25 + i * 5}% ${62 - depth * 45}%)`;
    return `<path d="${ridge(rng, viewHeight, baseline, viewHeight * 0.35, 3 + i * 2)}" fill="${fill}"/>`;
  }).join('');
  return svgDocument(req.width, req.height, `0 0 ${VIEW_WIDTH} ${viewHeight}`, `${sky}${sun}${ridges}`, req.name.replace(/-/g, ' '));
}
