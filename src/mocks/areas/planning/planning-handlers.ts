import { http } from 'msw';
import { z } from 'zod';

import { backtestResponseSchema } from '@/features/upcoming/api/get-upcoming-backtest';
import { upcomingResponseSchema } from '@/features/upcoming/api/get-upcoming';
import { followSchema } from '@/features/upcoming/api/upcoming-schema';

import { db } from '../../core/database';
import { apiUrl, decodeSegment, fail, respond } from '../../core/http';
import { requireCompanyCall } from '../../core/session';
import { currentMarket } from '../competition/current-market';
import { backtestOf } from './backtest';
import { companyCodes, marketFacts } from './current-upcoming';
import { FOLLOW_MESSAGES, followableItem, followOf, upcomingNow } from './follows';
import { toUpcomingItem } from './upcoming-view';

/*
 * What comes next (issue 41, decision 0036): GET /upcoming and its backtest, computed over the
 * market's facts as a server would, and each person's follows. Another company's user gets 403.
 */

export const UPCOMING_MESSAGES = {
  codesInvalid: 'Los códigos de producto deben tener 8 dígitos.',
  buyerTooLong: 'El comprador no puede superar los 120 caracteres.',
} as const;

const CODE = /^\d{8}$/;
const followResponseSchema = z.object({ data: followSchema, message: z.string() });

function askedScope(params: URLSearchParams) {
  const codes = (params.get('codigos') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.some((code) => !CODE.test(code)) || codes.length > 20) {
    throw fail(400, UPCOMING_MESSAGES.codesInvalid);
  }
  const buyer = (params.get('comprador') ?? '').trim();
  if (buyer.length > 120) throw fail(400, UPCOMING_MESSAGES.buyerTooLong);
  return { codes, buyer };
}

const backtests = new Map<string, ReturnType<typeof backtestOf>>();

export const planningHandlers = [
  http.get(apiUrl('/upcoming'), async ({ request }) => {
    const { params, user, companyId } = await requireCompanyCall(request);
    const asked = askedScope(params);
    const nowMs = Date.now();
    const { codes, items, records } = upcomingNow(companyId, asked, nowMs);
    return respond(upcomingResponseSchema, {
      data: {
        generadoEn: new Date(nowMs).toISOString(),
        codigosProducto: [...codes].sort(),
        elementos: items.map((item) =>
          toUpcomingItem(item, records.get(item.buyer.code), followOf(companyId, user.id, item.id)),
        ),
      },
    });
  }),

  http.get(apiUrl('/upcoming/backtest'), async ({ request }) => {
    const { companyId } = await requireCompanyCall(request);
    const market = currentMarket();
    const codes = companyCodes(companyId, market);
    const key = `${market.nowMs}|${[...codes].sort().join(',')}`;
    let data = backtests.get(key);
    if (!data) {
      data = backtestOf(
        marketFacts(market),
        { codes, buyer: '' },
        market.windowStartMs,
        market.nowMs,
      );
      backtests.set(key, data);
    }
    return respond(backtestResponseSchema, { data });
  }),

  http.put<{ id: string }>(apiUrl('/upcoming/follows/:id'), async ({ request, params }) => {
    const { user, companyId } = await requireCompanyCall(request);
    const itemId = decodeSegment(params.id);
    const now = new Date();
    if (!/^(plan|consulta):/.test(itemId)) return fail(400, FOLLOW_MESSAGES.notFollowable);
    const item = followableItem(companyId, itemId, now.getTime());
    if (!item || (item.fuente !== 'plan' && item.fuente !== 'consulta')) {
      return fail(404, FOLLOW_MESSAGES.notFound);
    }
    let follow = followOf(companyId, user.id, itemId);
    if (!follow) {
      const created = {
        id: db.nextId('upcomingFollows'),
        companyId,
        userId: user.id,
        itemId,
        fuente: item.fuente,
        buyerCode: item.buyer.code,
        codes: [...item.codes],
        descripcion: item.fuente === 'plan' ? item.fact.product : item.fact.name,
        desde: item.fromDay,
        hasta: item.toDay,
        followedAt: now.toISOString(),
        publicada: null,
      };
      db.write((state) => {
        state.upcomingFollows.push(created);
      });
      follow = created;
    }
    return respond(followResponseSchema, {
      data: { seguido: true, publicada: follow.publicada },
      message: FOLLOW_MESSAGES.followed,
    });
  }),

  http.delete<{ id: string }>(apiUrl('/upcoming/follows/:id'), async ({ request, params }) => {
    const { user, companyId } = await requireCompanyCall(request);
    const itemId = decodeSegment(params.id);
    db.write((state) => {
      state.upcomingFollows = state.upcomingFollows.filter(
        (follow) =>
          !(
            follow.companyId === companyId &&
            follow.userId === user.id &&
            follow.itemId === itemId
          ),
      );
    });
    return respond(followResponseSchema, {
      data: { seguido: false, publicada: null },
      message: FOLLOW_MESSAGES.unfollowed,
    });
  }),
];
