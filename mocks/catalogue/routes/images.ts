import type { IRequest } from 'itty-router';
import { IMAGE_MAX_WIDTH, IMAGE_MIN_WIDTH, IMAGE_QUALITY } from '../../../shared/content/image-cdn';
import { PALETTE_BY_CODE } from '../../data/fixture';
import { renderBannerSvg } from '../../images/banner-svg';
import { BASKET_ONLY_COLOURS, renderProductSvg } from '../../images/product-svg';
import { errorResponse, intParam, type MockRouter } from '../../http';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

// Plays the image CDN (quality 50 by default; it refuses widths it does not serve). Stateless: no D1, so it stays fast.

const PRODUCT_NAME = /^([A-Z]{2}[A-Z0-9]{6})-(\d{3})(?:-([1-3]))?$/;
const BANNER_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const clampSize = (px: number) => Math.min(IMAGE_MAX_WIDTH, Math.max(IMAGE_MIN_WIDTH, px));

function svg(body: string): Response {
  return new Response(body, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}

function getImage(request: IRequest): Response {
  const { kind = '', file = '' } = request.params;
  if (kind !== 'product' && kind !== 'banner') return errorResponse(request, 'API404', 'Not found');
  const width = intParam(request, 'w', 800);
  const quality = intParam(request, 'q', IMAGE_QUALITY);
  const height = intParam(request, 'h', Math.round((width * 9) / 16));
  if ([width, quality, height].some(Number.isNaN) || width < IMAGE_MIN_WIDTH || width > IMAGE_MAX_WIDTH || quality < 1 || quality > 100) {
    return errorResponse(request, 400, 'API400', `w must be an integer from ${IMAGE_MIN_WIDTH} to ${IMAGE_MAX_WIDTH}, h a positive integer and q an integer from 1 to 100`);
  }
  const name = file.endsWith('.svg') ? file.slice(0, -4) : '';

  if (kind === 'banner') {
    if (!BANNER_NAME.test(name)) return errorResponse(request, 400, 'API400', 'Invalid image name');
    return svg(renderBannerSvg({ name, width, height: clampSize(height), quality }));
  }
  const match = PRODUCT_NAME.exec(name);
  if (!match) return errorResponse(request, 400, 'API400', 'Invalid image name');
  const color = PALETTE_BY_CODE.get(match[2] ?? '') ?? BASKET_ONLY_COLOURS[`${match[1]}-${match[2]}`];
  if (!color) return errorResponse(request, 'API404', 'Not found');
  return svg(renderProductSvg({ style: match[1] ?? '', hex: color.hex, label: color.label, view: Number(match[3] ?? 1), width, quality }));
}

export function registerImageRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.images.image, getImage)]);
}
