import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type FormattedMoney, shopLocale } from '@shop/contracts/core';

/**
 * The one i18next instance. Each module registers a loader for its namespace (a dynamic
 * import of locales/<lng>/<ns>.json), so a page downloads only the texts it shows.
 */
type Loader = (language: string) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;
const KEY = Symbol.for('shop.i18n');
interface Registry {
  instance: I18n;
  loaders: Map<string, Loader>;
  ready?: Promise<unknown>;
}
const g = globalThis as unknown as Record<symbol, Registry | undefined>;

g[KEY] ??= { instance: i18next.createInstance(), loaders: new Map() };
const registry: Registry = g[KEY];
export const i18n = registry.instance;

export const SUPPORTED_LANGUAGES = ['en', 'nb'] as const;

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = registry.loaders.get(namespace);
    if (!loader) return callback(new Error(`No texts registered for namespace ${namespace}`), null);
    loader(language).then(
      (mod) => callback(null, ('default' in mod ? mod.default : mod) as Record<string, unknown>),
      (error) => callback(error, null),
    );
  },
};

export function registerNamespace(namespace: string, loader: Loader): void {
  registry.loaders.set(namespace, loader);
}

/** Start i18next once; later calls return the same promise. */
export function initI18n(language: string, fallbackLanguage = 'en'): Promise<unknown> {
  registry.ready ??= i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [],
      defaultNS: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
      showSupportNotice: false,
    });
  return registry.ready;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** The first view's amounts as the server formatted them (BootData.money), by `${locale}|${currency}|${amount}`. */
const formattedByServer: FormattedMoney = {};

/**
 * Amounts the server formatted for this page's first view: formatMoney answers them without an
 * Intl.NumberFormat until one for their locale and currency exists (decision 0071).
 */
export function rememberServerFormattedMoney(money: FormattedMoney = {}): void {
  Object.assign(formattedByServer, money);
}

/** Money in minor units, formatted with Intl for the portal's currency in the current language. */
export function formatMoney(minorUnits: number, currency: string, language = i18n.language || 'en'): string {
  const locale = shopLocale(language);
  const key = `${locale}|${currency}`;
  // creating a NumberFormat costs milliseconds (more at a phone's speed); a page formats many amounts
  let format = moneyFormats.get(key);
  if (!format) {
    const fromServer = formattedByServer[`${key}|${minorUnits}`];
    if (fromServer !== undefined) return fromServer;
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  const text = format.format(minorUnits / 100);
  moneyFormatted?.(`${key}|${minorUnits}`, text);
  return text;
}

let moneyFormatted: ((key: string, text: string) => void) | null = null;

/**
 * Tells `listener` every amount formatMoney formats, under the key rememberServerFormattedMoney takes, until the
 * returned function is called: how a server render records the amounts its first view shows
 * (@shop/first-view/server, decision 0075). One listener at a time (renders run one at a time).
 */
export function onMoneyFormatted(listener: (key: string, text: string) => void): () => void {
  moneyFormatted = listener;
  return () => {
    if (moneyFormatted === listener) moneyFormatted = null;
  };
}
