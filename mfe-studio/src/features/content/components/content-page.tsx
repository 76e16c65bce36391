import { Link } from '@shop/ui';
import { Tabs } from '@shop/ui/overlays';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { href } from '@shop/contracts/core';
import { ReadState, StudioPage } from '../../../lib/page';
import { useStaffSession } from '../../../lib/staff';
import { shopUrl } from '../../dashboard';
import { MenuEditor } from './menu-editor';
import { PageEditor } from './page-editor';
import { PagesList } from './pages-list';
import { PoliciesEditor } from './policies-editor';
import { useContent } from '../hooks/use-content';

const TABS = ['menu', 'pages', 'policies'] as const;
type Tab = (typeof TABS)[number];

/** A portal's content: the menu, the CMS pages and the policy and terms texts; the tab and the page being edited are in the address. */
export function ContentPage() {
  const { t } = useTranslation('studio');
  const { portalKey = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const content = useContent(portalKey);
  const staff = useStaffSession().data?.staff;
  const portal = staff?.portals.find((p) => p.key === portalKey);
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'menu';
  const editing = params.get('page');
  const go = (next: Record<string, string>) => setParams(next);
  return (
    <ReadState read={content}>
      {() => (
        <StudioPage
          title={t('content.title', { name: portal?.name ?? portalKey })}
          intro={
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={href('studio.portal', { portalKey })}>{t('dashboard.settings', { name: portal?.name ?? portalKey })}</RouterLink>
            </Link>
          }
        >
          <Tabs.Root value={tab} onValueChange={(e) => go({ tab: e.value })} variant="line" lazyMount unmountOnExit>
            <Tabs.List>
              {TABS.map((key) => (
                <Tabs.Trigger key={key} value={key}>
                  {t(`content.tabs.${key}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="menu">
              <MenuEditor portalKey={portalKey} content={content.data!} />
            </Tabs.Content>
            <Tabs.Content value="pages">
              {editing ? (
                <PageEditor portalKey={portalKey} pageId={editing} shopBase={shopUrl(portal?.hosts[0])} onClose={() => go({ tab: 'pages' })} />
              ) : (
                <PagesList portalKey={portalKey} content={content.data!} onEdit={(id) => go({ tab: 'pages', page: id })} />
              )}
            </Tabs.Content>
            <Tabs.Content value="policies">
              <PoliciesEditor portalKey={portalKey} content={content.data!} />
            </Tabs.Content>
          </Tabs.Root>
        </StudioPage>
      )}
    </ReadState>
  );
}
