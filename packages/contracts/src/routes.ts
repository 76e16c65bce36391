/**
 * The one route table. The shell derives single-spa activity from it, every remote mounts
 * react-router with its own entries, links are built by name. Order matters: the first match wins.
 */
export type ModuleName = 'shell' | 'access' | 'account' | 'catalog' | 'editor' | 'checkout' | 'studio';
/** The customer modules: each switched on or off per portal (`pnpm operator module`, the studio's switches). */
export const REMOTE_MODULES = ['access', 'account', 'catalog', 'editor', 'checkout'] as const;
export type RemoteModuleName = (typeof REMOTE_MODULES)[number];
/**
 * The staff modules: deployed like the others, on every portal host whatever the portal's switches (a portal
 * with every customer module off still needs its studio to switch them on again; decision 0084).
 */
export const STAFF_MODULES = ['studio'] as const;
export type StaffModuleName = (typeof STAFF_MODULES)[number];
/** Every remote the shell may load: what the server serves under /remotes/<name>/ and lists in the boot data. */
export const ALL_REMOTES = [...REMOTE_MODULES, ...STAFF_MODULES] as const;
export type AnyRemoteName = (typeof ALL_REMOTES)[number];

/**
 * The studio's pages are its own world: /studio and everything under it, on every portal host. The shell frames
 * them with the studio's staff frame instead of the shop's chrome, and a path under it no entry names is the
 * studio's 'Page not found', not the shop's (decision 0084).
 */
export const STUDIO_PREFIX = '/studio';
export const isStudioPath = (pathname: string) => /^\/studio(\/|$)/i.test(pathname);

export interface RouteDef {
  /**
   * Pattern: ":name" a segment, ":name(a|b)" a constrained segment, "?" after a segment makes it optional.
   * No "*": a module owns the pages it names, never a whole prefix (decision 0016).
   */
  path: string;
  owner: ModuleName;
  /** Needs a signed-in (non-anonymous) user. */
  protected?: boolean;
}

const PRODUCT_TYPE = '(cards|calendars|photogifts)';

export const routes = {
  // shell
  'contact-us': { path: '/contact-us', owner: 'shell' },
  'privacy-policy': { path: '/privacy-policy', owner: 'shell' },
  'pages.page': { path: '/pages/:id', owner: 'shell' },
  debug: { path: '/debug', owner: 'shell' },
  'dev.mailbox': { path: '/dev/mailbox', owner: 'shell' },
  // access
  home: { path: '/', owner: 'access' },
  'enter-code': { path: '/enter-code', owner: 'access' },
  'add-picture-set': { path: '/add-picture-set', owner: 'access' },
  login: { path: '/login', owner: 'access' },
  'reset-password': { path: '/reset-password', owner: 'access' },
  // the signed-in customer's add-code form: adding a set by code is access's, wherever it is shown
  'myaccount.add-picture-set': { path: '/my-account/add-picture-set', owner: 'access', protected: true },
  // checkout owns orders although they live under /my-account
  'myaccount.orders': { path: '/my-account/orders/:orderUuid?', owner: 'checkout', protected: true },
  // account: every page by name (links and react-router patterns come from here). No wildcard: a path
  // under /my-account that no module renders is nobody's, so the shell shows 'Page not found' (and the
  // server answers 404) instead of a module mounting with nothing to show.
  myaccount: { path: '/my-account', owner: 'account', protected: true },
  'myaccount.new-set': { path: '/my-account/new-set', owner: 'account', protected: true },
  'myaccount.picture-sets': { path: '/my-account/picture-sets', owner: 'account', protected: true },
  'myaccount.picture-set': { path: '/my-account/picture-sets/:pictureSetUuid', owner: 'account', protected: true },
  'myaccount.favorites': { path: '/my-account/picture-sets/:pictureSetUuid/favorites', owner: 'account', protected: true },
  'myaccount.yearbook-pose': { path: '/my-account/picture-sets/:pictureSetUuid/yearbook-pose/:jobPoseUuid?', owner: 'account', protected: true },
  'myaccount.contact-info': { path: '/my-account/contact-info', owner: 'account', protected: true },
  'myaccount.change-password': { path: '/my-account/change-password', owner: 'account', protected: true },
  'myaccount.communication': { path: '/my-account/communication', owner: 'account', protected: true },
  'myaccount.cancel-packages': { path: '/my-account/cancel-picture-packages', owner: 'account', protected: true },
  'myaccount.share': { path: '/my-account/share', owner: 'account', protected: true },
  newpictureset: { path: '/new-picture-set', owner: 'account', protected: true },
  'newpictureset.favorites': { path: '/new-picture-set/favorites', owner: 'account', protected: true },
  'newpictureset.yearbook-pose': { path: '/new-picture-set/yearbook-pose/:jobPoseUuid?', owner: 'account', protected: true },
  // catalog
  // spec 2: /products/ redirects to the package offers; the category overview (products.list) has the plural page of categories
  'products.root': { path: '/products', owner: 'catalog' },
  'products.list': { path: '/products/categories', owner: 'catalog' },
  'products.packages': { path: '/products/packages', owner: 'catalog' },
  'products.digitalportraits': { path: '/products/digital-portraits/:subjectUuid?', owner: 'catalog' },
  'products.digitalportraits.old': { path: '/products/digitalportraits/:subjectUuid?', owner: 'catalog' },
  'products.catalogues': { path: '/products/catalogues', owner: 'catalog' },
  'products.categories.category': { path: '/products/categories/:category/:sub?', owner: 'catalog' },
  // editor (before the catalogue's /products/:type/:category, which has fewer segments anyway)
  'products.packages.create': { path: '/products/packages/:packageUuid', owner: 'editor' },
  'products.create': { path: `/products/:type${PRODUCT_TYPE}/:productUuid/:templateUuid`, owner: 'editor' },
  'products.category.create': { path: `/products/:type${PRODUCT_TYPE}/:category/:productUuid/:templateUuid`, owner: 'editor' },
  'products.categories.category.create': { path: '/products/categories/:category/:sub/:productUuid/:templateUuid', owner: 'editor' },
  // catalogue lists (type constrained so /products/packages never matches here)
  'products.type': { path: `/products/:type${PRODUCT_TYPE}/:category?`, owner: 'catalog' },
  // checkout
  cart: { path: '/shopping-cart', owner: 'checkout', protected: true },
  // the cart owns its lines: it finds the line and sends it to the editor, catalogue or retouch (decision 0007)
  'cart.edit': { path: '/shopping-cart/edit/:uuid', owner: 'checkout', protected: true },
  'cart.retouch': { path: '/shopping-cart/retouch', owner: 'checkout', protected: true },
  checkout: { path: '/shopping-cart/checkout', owner: 'checkout', protected: true },
  receipt: { path: '/shopping-cart/checkout/payment/receipt/:orderUuid', owner: 'checkout', protected: true },
  payment: { path: '/m/shopping-cart/checkout/payment/:transactionUuid', owner: 'checkout', protected: true },
  // studio: staff only, its own session (signed-in staff is checked by the studio's calls, not by the shop's
  // customer guard, so none of these is `protected`)
  studio: { path: '/studio', owner: 'studio' },
  'studio.sign-in': { path: '/studio/sign-in', owner: 'studio' },
  // the one-time link of `pnpm operator staff add`
  'studio.set-password': { path: '/studio/set-password', owner: 'studio' },
  'studio.portals': { path: '/studio/portals', owner: 'studio' },
  'studio.portal': { path: '/studio/portals/:portalKey', owner: 'studio' },
  'studio.content': { path: '/studio/portals/:portalKey/content', owner: 'studio' },
  'studio.orders': { path: '/studio/orders', owner: 'studio' },
  'studio.order': { path: '/studio/orders/:orderUuid', owner: 'studio' },
  // the photo jobs of the portal in the switcher (/studio/jobs: of the member's first portal)
  'studio.jobs': { path: '/studio/jobs', owner: 'studio' },
  'studio.portal-jobs': { path: '/studio/portals/:portalKey/jobs', owner: 'studio' },
  'studio.audit': { path: '/studio/audit', owner: 'studio' },
  'studio.customers': { path: '/studio/customers', owner: 'studio' },
  'studio.customer': { path: '/studio/customers/:customerUuid', owner: 'studio' },
  // the support recordings of the portal in the switcher (/studio/recordings: of the member's first portal)
  'studio.recordings': { path: '/studio/recordings', owner: 'studio' },
  'studio.portal-recordings': { path: '/studio/portals/:portalKey/recordings', owner: 'studio' },
  'studio.recording': { path: '/studio/recordings/:recordingUuid', owner: 'studio' },
  // price lists and vouchers, templates (issue 32): the short path opens the staff member's first portal's page
  'studio.price-lists': { path: '/studio/price-lists', owner: 'studio' },
  'studio.portal-price-lists': { path: '/studio/portals/:portalKey/price-lists', owner: 'studio' },
  'studio.templates': { path: '/studio/templates', owner: 'studio' },
  'studio.portal-templates': { path: '/studio/portals/:portalKey/templates', owner: 'studio' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

interface CompiledRoute {
  name: RouteName;
  def: RouteDef;
  regex: RegExp;
  keys: string[];
}

function compile(name: RouteName, def: RouteDef): CompiledRoute {
  const keys: string[] = [];
  const segments = def.path.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    const optional = segment.endsWith('?');
    const raw = optional ? segment.slice(0, -1) : segment;
    const param = /^:([A-Za-z0-9_]+)(\(([^)]+)\))?$/.exec(raw);
    let part: string;
    if (param) {
      keys.push(param[1]!);
      part = `/(${param[3] ?? '[^/]+'})`;
    } else {
      part = `/${raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
    source += optional ? `(?:${part})?` : part;
  }
  return { name, def, keys, regex: new RegExp(`^${source || ''}/?$`, 'i') };
}

const compiled: CompiledRoute[] = (Object.keys(routes) as RouteName[]).map((name) => compile(name, routes[name]));

export interface RouteMatch {
  name: RouteName;
  owner: ModuleName;
  protected: boolean;
  params: Record<string, string>;
}

/** The route a pathname belongs to, or null when no module owns it. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of compiled) {
    const m = route.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    route.keys.forEach((key, i) => {
      const value = m[i + 1];
      if (value !== undefined) params[key] = decodeURIComponent(value);
    });
    return { name: route.name, owner: route.def.owner, protected: Boolean((route.def as RouteDef).protected), params };
  }
  return null;
}

export function ownerOf(pathname: string): ModuleName | null {
  return matchRoute(pathname)?.owner ?? null;
}

// The parameters of a route, read from its pattern by the type checker: `href('pictureSet', { uuid })`
// fails to compile when a required parameter is missing or a name is misspelt.
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type NameOf<S extends string> = S extends `${infer Name}(${string}` ? Name : S;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? NameOf<N> : never;
type OptionalParam<S> = S extends `:${infer N}?` ? NameOf<N> : never;
type PathOf<N extends RouteName> = (typeof routes)[N]['path'];
type ParamValue = string | number;
export type RouteParams<N extends RouteName> = { [K in RequiredParam<Segments<PathOf<N>>>]: ParamValue } & {
  [K in OptionalParam<Segments<PathOf<N>>>]?: ParamValue | undefined;
};
type HrefArgs<N extends RouteName> = [RequiredParam<Segments<PathOf<N>>>] extends [never]
  ? [params?: RouteParams<N>, query?: Record<string, string>]
  : [params: RouteParams<N>, query?: Record<string, string>];

/** Build a URL from a route name; optional segments without a value are left out. */
export function href<N extends RouteName>(name: N, ...[params = {} as RouteParams<N>, query]: HrefArgs<N>): string {
  const segments = (routes[name].path as string).split('/').filter(Boolean);
  const out: string[] = [];
  for (const segment of segments) {
    const optional = segment.endsWith('?');
    const raw = optional ? segment.slice(0, -1) : segment;
    const param = /^:([A-Za-z0-9_]+)/.exec(raw);
    if (!param) {
      out.push(raw);
      continue;
    }
    const value = (params as Record<string, ParamValue | undefined>)[param[1]!];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route ${name} needs parameter ${param[1]}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  const qs = query ? new URLSearchParams(query).toString() : '';
  return `/${out.join('/')}${qs ? `?${qs}` : ''}`;
}

/** Routes of one module, as react-router patterns (constraints removed; the shell only mounts a module on its own paths). */
export function routerPath(name: RouteName): string {
  return (routes[name].path as string).replace(/\([^)]*\)/g, '');
}
