/**
 * The origin of a portal in links that leave the request (e-mails): the portal's first configured
 * host name with the configured scheme and port (AppConfig.publicLinks). Nothing comes from the
 * request's Host header, so neither a forged host nor a forged port can steer a reset or invite link.
 */
import type { AppConfig } from '../config';
import type { Portal } from '../db/schema';

export function configuredOrigin(config: AppConfig, portal: Portal): string | null {
  const host = portal.hosts[0];
  if (!host) return null;
  const links = config.publicLinks ?? { scheme: config.production ? 'https' : 'http' };
  return `${links.scheme}://${host}${links.port ? `:${links.port}` : ''}`;
}
