// The assistant's tools for the AI: instead of a prose dump of the catalogue, the
// model asks for what it needs and every product it may name comes from these results. The
// catalogue is read through the API with the caller's own key (so row-level security decides
// what is visible, as for the shop); the cart is the one the app sent.
import { env } from '../_shared/env.ts';
import { rankProducts } from '../../../src/lib/catalogue-search.ts';
import type { AssistantProduct } from '../../../src/lib/assistant/context.ts';
import { ruleReply } from '../../../src/lib/assistant/reply.ts';
import { lookupOf } from '../../../src/lib/assistant/lookup.ts';
import {
  DELIVERY_FEE_IN_PAISE,
  DELIVERY_TIMES_TEXT,
  FREE_DELIVERY_THRESHOLD_IN_PAISE,
  WARRANTY_YEARS,
} from '../../../src/lib/constants.ts';
import { formatInr, priceTextToPaise } from '../../../src/lib/money.ts';

export interface CartLine {
  productId: string;
  name: string;
  quantity: number;
  unitPriceInPaise: number;
}

/** OpenAI's tool declarations (JSON Schema parameters). */
export const TOOL_DECLARATIONS = [
  {
    name: 'search_catalogue',
    description:
      'Search MGRID products by what the customer asks (kind, model code, budget, quantity, accessory for a model). Returns matching products with prices.',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: "The customer's words" } },
      required: ['query'],
    },
  },
  {
    name: 'get_product',
    description: 'Every listed fact of one product by id: price, bulk price, specifications, fits.',
    parameters: {
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
    },
  },
  {
    name: 'read_cart',
    description: "The customer's cart: lines, quantities and unit prices.",
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'shipping_facts',
    description: 'Delivery times, the delivery fee and the free-delivery threshold.',
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'warranty_facts',
    description: 'The warranty terms.',
    parameters: { type: 'object', properties: {} },
  },
] as const;

const COLUMNS =
  'id,name,category,price,gst_rate,bulk_qty,bulk_unit_price,price_inclusive,shortDescription,features,specifications,moq,rank,hidden,seoKeywords,compatibleWith';

type Row = Record<string, unknown>;

function toAssistantProduct(r: Row): AssistantProduct {
  return {
    id: String(r.id),
    name: String(r.name),
    category: String(r.category),
    price: (r.price as string | null) ?? null,
    priceInPaise: priceTextToPaise(r.price as string | null),
    shortDescription: (r.shortDescription as string | null) ?? null,
    features: (r.features as string[] | null) ?? [],
    specifications: (r.specifications as Record<string, string> | null) ?? {},
    moq: Number(r.moq) >= 1 ? Math.floor(Number(r.moq)) : 1,
    rank: (r.rank as number | null) ?? 999,
    hidden: r.hidden === true,
    seoKeywords: (r.seoKeywords as string[] | null) ?? [],
    compatibleWith: (r.compatibleWith as string[] | null) ?? [],
    gstRate: Number(r.gst_rate ?? 18),
    priceInclusive: r.price_inclusive !== false,
    bulkQty: (r.bulk_qty as number | null) ?? null,
    bulkUnitPrice: (r.bulk_unit_price as string | null) ?? null,
  };
}

async function read(request: Request, path: string): Promise<Row[]> {
  const api = env('SUPABASE_URL')?.replace(/\/+$/, '') || new URL(request.url).origin;
  const key = request.headers.get('apikey') ?? '';
  const auth = request.headers.get('authorization') ?? `Bearer ${key}`;
  const response = await fetch(`${api}/rest/v1/${path}`, {
    headers: { apikey: key, authorization: auth },
    signal: AbortSignal.timeout(3000),
  });
  if (!response.ok) throw new Error(`${path.split('?')[0]} read answered ${response.status}`);
  return (await response.json()) as Row[];
}

/** The visible catalogue and the delivery settings, read with the caller's key. */
export async function loadShop(request: Request) {
  const [rows, settings] = await Promise.all([
    read(request, `products?select=${COLUMNS}&hidden=is.false`),
    read(request, 'site_settings?select=delivery_fee_in_paise,free_delivery_threshold_in_paise'),
  ]);
  const s = settings[0] ?? {};
  return {
    catalogue: rows.map(toAssistantProduct),
    delivery: {
      feeInPaise: Number(s.delivery_fee_in_paise ?? DELIVERY_FEE_IN_PAISE),
      freeFromInPaise: Number(
        s.free_delivery_threshold_in_paise ?? FREE_DELIVERY_THRESHOLD_IN_PAISE,
      ),
    },
  };
}

const summary = (p: AssistantProduct) => ({
  id: p.id,
  name: p.name,
  category: p.category,
  price: p.priceInPaise === null ? 'price on request' : formatInr(p.priceInPaise),
  gst: p.priceInclusive === false ? `plus ${p.gstRate}% GST` : `incl. ${p.gstRate}% GST`,
  ...(p.bulkQty && p.bulkUnitPrice
    ? { bulk: `${p.bulkUnitPrice} each from ${p.bulkQty} units` }
    : {}),
  summary: p.shortDescription,
});

export interface ToolContext {
  catalogue: AssistantProduct[];
  /** The shop's delivery fee and free-delivery threshold (site settings). */
  delivery: { feeInPaise: number; freeFromInPaise: number };
  cart: CartLine[];
  /** Every product a tool returned: the only ones the reply may name. */
  returned: Set<string>;
}

const NO_SETTINGS = {
  salesPhone: null,
  quotationPhone: null,
  catalogUrl: null,
  contactEmail: null,
  deliveryFeeInPaise: DELIVERY_FEE_IN_PAISE,
  freeDeliveryThresholdInPaise: FREE_DELIVERY_THRESHOLD_IN_PAISE,
};

/** Runs one tool call; its result as JSON text for the model. */
export function runTool(name: string, args: Record<string, unknown>, ctx: ToolContext): string {
  const give = (products: AssistantProduct[]) => {
    products.forEach((p) => ctx.returned.add(p.id));
    return products;
  };
  const { byId, visible } = lookupOf(ctx.catalogue);
  switch (name) {
    case 'search_catalogue': {
      const query = String(args.query ?? '').slice(0, 300);
      // The rule engine's own reading of the words (kinds, budgets, fits), then the index.
      const rule = ruleReply(query, {
        products: ctx.catalogue,
        services: [],
        dealers: [],
        settings: NO_SETTINGS,
        cart: [],
      });
      const byRule = (rule.productIds ?? []).flatMap((id) => byId.get(id) ?? []);
      // The index only when the rules found nothing: its looser matches would add noise.
      const byIndex = () =>
        rankProducts(
          visible,
          query.split(/\s+/).filter((w) => w.length > 3),
        )
          .slice(0, 5)
          .map((h) => h.product);
      const found = give((byRule.length > 0 ? byRule : byIndex()).slice(0, 6));
      return JSON.stringify({ products: found.map(summary) });
    }
    case 'get_product': {
      const p = byId.get(String(args.id ?? '').toLowerCase());
      if (!p) return JSON.stringify({ error: 'No such product: we do not make it.' });
      give([p]);
      const fits = (p.compatibleWith ?? []).flatMap((id) => byId.get(id)?.name ?? []);
      return JSON.stringify({
        ...summary(p),
        moq: p.moq,
        features: p.features,
        specifications: p.specifications,
        ...(fits.length > 0 ? { fits } : {}),
      });
    }
    case 'read_cart':
      give(ctx.cart.flatMap((l) => byId.get(l.productId) ?? []));
      return JSON.stringify({
        lines: ctx.cart.map((l) => ({
          id: l.productId,
          name: l.name,
          quantity: l.quantity,
          unitPrice: formatInr(l.unitPriceInPaise),
        })),
      });
    case 'shipping_facts':
      return JSON.stringify({
        deliveryTimes: DELIVERY_TIMES_TEXT,
        fee: formatInr(ctx.delivery.feeInPaise),
        freeFrom: formatInr(ctx.delivery.freeFromInPaise),
      });
    case 'warranty_facts':
      return JSON.stringify({
        warranty: `${WARRANTY_YEARS} years on every MGRID tool against manufacturing defects; an accessory's own warranty is in its specifications. Repairs under warranty through E-Repair.`,
      });
    default:
      return JSON.stringify({ error: `No tool named ${name}` });
  }
}
