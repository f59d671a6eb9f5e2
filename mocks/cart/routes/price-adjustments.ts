import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { AdjustmentIdSchema, PriceAdjustmentSchema, UpdatePriceAdjustmentSchema } from '../../../shared/cart/schemas/cart';
import { on } from '../../catalogue-routes';
import type { Env } from '../../env';
import { errorResponse, parseBody } from '../../http';
import { touch, type OpenBasket } from '../basket';
import { newId } from '../../ugc-common';
import * as refuse from '../errors';
import { opened, pathId, writeAndRespond } from '../request';
import { bonusItemId } from '../view';

/*
 * Manual price adjustments: a store employee takes an amount or a percentage off a line or the
 * whole order, with a reason. Shoppers cannot discount their own basket, so the basket's owner
 * must be an employee consumer; the adjustment is capped at what it applies to when priced.
 */

const notAnEmployee = (request: IRequest) => errorResponse(request, 'API403', 'Price adjustments can only be made by a store employee');
const adjustmentNotFound = (request: IRequest) => errorResponse(request, 'API404', 'Price adjustment not found');
const overHundred = (request: IRequest) => errorResponse(request, 400, 'API400', 'value: a percentage is at most 100');

async function employeeBasket(request: IRequest, env: Env): Promise<OpenBasket | Response> {
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const row = await env.DB.prepare('SELECT consumer_type FROM consumers WHERE consumer_no = ?').bind(open.consumer.consumerNo).first<{ consumer_type: string | null }>();
  return row?.consumer_type === 'EMPLOYEE' ? open : notAnEmployee(request);
}

async function addAdjustment(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, PriceAdjustmentSchema);
  if (input instanceof Response) return input;
  if (input.type === 'percentage' && input.value > 100) return overHundred(request);
  const open = await employeeBasket(request, env);
  if (open instanceof Response) return open;
  const basketId = open.state.cart.id;
  if (input.itemId === bonusItemId(basketId)) return refuse.gwpProduct(request, input.itemId);
  if (input.itemId && !open.state.items.some((item) => item.item_id === input.itemId)) return refuse.itemNotAvailable(request, input.itemId);
  return writeAndRespond(request, env, open, [
    env.DB
      .prepare('INSERT INTO cart_price_adjustments (adjustment_id, cart_id, item_id, type, value, reason_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(newId('ADJ', 20), basketId, input.itemId ?? null, input.type, input.value, input.reasonCode, Date.now()),
    touch(env.DB, basketId),
  ], { status: 201 });
}

async function updateAdjustment(request: IRequest, env: Env): Promise<Response> {
  const adjustmentId = pathId(request, 'adjustmentId', AdjustmentIdSchema, request.params.adjustmentId);
  if (adjustmentId instanceof Response) return adjustmentId;
  const input = await parseBody(request, UpdatePriceAdjustmentSchema);
  if (input instanceof Response) return input;
  const open = await employeeBasket(request, env);
  if (open instanceof Response) return open;
  const current = open.state.adjustments.find((adjustment) => adjustment.adjustment_id === adjustmentId);
  if (!current) return adjustmentNotFound(request);
  const type = input.type ?? current.type;
  const value = input.value ?? current.value;
  if (type === 'percentage' && value > 100) return overHundred(request);
  return writeAndRespond(request, env, open, [
    env.DB.prepare('UPDATE cart_price_adjustments SET type = ?, value = ?, reason_code = ? WHERE adjustment_id = ?').bind(type, value, input.reasonCode ?? current.reason_code, adjustmentId),
    touch(env.DB, open.state.cart.id),
  ]);
}

async function removeAdjustment(request: IRequest, env: Env): Promise<Response> {
  const adjustmentId = pathId(request, 'adjustmentId', AdjustmentIdSchema, request.params.adjustmentId);
  if (adjustmentId instanceof Response) return adjustmentId;
  const open = await employeeBasket(request, env);
  if (open instanceof Response) return open;
  if (!open.state.adjustments.some((adjustment) => adjustment.adjustment_id === adjustmentId)) return adjustmentNotFound(request);
  return writeAndRespond(request, env, open, [env.DB.prepare('DELETE FROM cart_price_adjustments WHERE adjustment_id = ?').bind(adjustmentId), touch(env.DB, open.state.cart.id)]);
}

export const priceAdjustmentRoutes = [
  on(api.cart.addPriceAdjustment, addAdjustment),
  on(api.cart.updatePriceAdjustment, updateAdjustment),
  on(api.cart.removePriceAdjustment, removeAdjustment),
];
