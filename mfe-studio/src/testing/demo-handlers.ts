import type { RequestHandler } from 'msw';
import {
  type AuditEntry,
  type PhotoJobImport,
  type PhotoJobSummary,
  type PortalContent,
  type PortalDetail,
  type StaffMember,
  studioApi,
  type StudioCustomerDetail,
  type StudioPage,
  type StudioRecording,
} from '@shop/contracts/studio';
// Browser-safe entries (the package's index also holds msw's node server).
import { apiError, handler, HttpResponse } from '@shop/testing/handlers';
import {
  auditEntry,
  contentFixture,
  customerFixture,
  importFixture,
  jobFixture,
  operator,
  pageFixture,
  portalDetail,
  portalSummary,
  recordingFixture,
  salesFixture,
} from './fixtures';

export interface DemoState {
  staff: StaffMember | null;
  /** The account that signs in, and its second factor (when set, sign-in asks for this code). */
  account: StaffMember;
  password: string;
  code?: string;
  portals: PortalDetail[];
  content: Record<string, PortalContent>;
  pages: Record<string, StudioPage>;
  audit: AuditEntry[];
  jobs: PhotoJobSummary[];
  imports: PhotoJobImport[];
  customers: StudioCustomerDetail[];
  recordings: StudioRecording[];
  /** Password-reset e-mails sent per address (the server's limit: three an hour). */
  resets: Record<string, number>;
}

export function demoState(overrides: Partial<DemoState> = {}): DemoState {
  return {
    staff: null,
    account: operator,
    password: 'operator-demo-1',
    portals: [portalDetail()],
    content: { fjord: contentFixture() },
    pages: { 'fjord/about': pageFixture() },
    audit: [auditEntry()],
    jobs: [jobFixture()],
    imports: [importFixture()],
    customers: [customerFixture()],
    recordings: [recordingFixture()],
    resets: {},
    ...overrides,
  };
}

const conflict = () =>
  HttpResponse.json(
    { error: 'conflict', message: 'Changed by someone else', conflict: { by: 'Kari Kollega', at: '2026-11-26T08:15:00.000Z' } },
    { status: 409 },
  );

/**
 * A small pretend studio back end, kept in memory: sign-in (with a second factor when the state has a code),
 * portals of the signed-in member only (404 for any other, as the server answers), versions that rise with every
 * change and refuse a stale one with 409, and an audit entry for each change.
 */
export function demoHandlers(state: DemoState = demoState()): RequestHandler[] {
  const mine = (key: string) => (state.staff?.portals.some((p) => p.key === key) ? state.portals.find((p) => p.key === key) : undefined);
  const record = (portal: string, kind: AuditEntry['kind'], before: unknown, after: unknown) => {
    state.audit.unshift(
      auditEntry({
        id: `a${state.audit.length + 1}`,
        at: new Date().toISOString(),
        portal,
        kind,
        before,
        after,
        staff: { uuid: state.staff!.uuid, name: state.staff!.name, email: state.staff!.email },
      }),
    );
  };
  const changePortal = (key: string, version: number, change: (p: PortalDetail) => PortalDetail, kind: AuditEntry['kind']) => {
    const portal = mine(key);
    if (!state.staff) return apiError(401, 'Not signed in');
    if (!portal) return apiError(404, 'No such portal');
    if (portal.version !== version) return conflict();
    const next = { ...change(portal), version: portal.version + 1 };
    state.portals = state.portals.map((p) => (p.key === key ? next : p));
    record(key, kind, null, null);
    return next;
  };
  return [
    handler(studioApi.staffSession, () => ({ staff: state.staff })),
    handler(studioApi.staffSignIn, ({ body }) => {
      if (body.email !== state.account.email || body.password !== state.password) return apiError(401, 'Wrong e-mail or password');
      if (state.code && !body.code) return { status: 'second-factor' as const };
      if (state.code && body.code !== state.code) return apiError(401, 'Wrong code');
      state.staff = state.account;
      return { status: 'signed-in' as const, staff: state.account };
    }),
    handler(studioApi.staffSignOut, () => {
      state.staff = null;
      return { ok: true as const };
    }),
    handler(studioApi.staffList, () => ({
      staff: state.staff ? [{ uuid: state.staff.uuid, name: state.staff.name, email: state.staff.email, role: state.staff.role }] : [],
    })),
    handler(studioApi.portals, () => ({ portals: state.portals.filter((p) => mine(p.key)).map(portalSummary) })),
    handler(studioApi.portal, ({ params }) => mine(String(params.portalKey)) ?? apiError(404, 'No such portal')),
    handler(studioApi.updatePortalSettings, ({ params, body }) =>
      changePortal(
        String(params.portalKey),
        body.version,
        (p) => ({
          ...p,
          name: body.settings.name,
          settings: {
            ...body.settings,
            options: {
              ...body.settings.options,
              subjectChangeMode: body.settings.options.subjectChangeMode ?? 0,
              packageAddToCartWarning: body.settings.options.packageAddToCartWarning ?? false,
            },
          },
        }),
        'portal.settings',
      ),
    ),
    handler(studioApi.updatePortalModules, ({ params, body }) =>
      changePortal(String(params.portalKey), body.version, (p) => ({ ...p, modules: body.modules }), 'portal.modules'),
    ),
    handler(studioApi.updatePortalBrand, ({ params, body }) =>
      changePortal(String(params.portalKey), body.version, (p) => ({ ...p, brand: body.brand }), 'portal.brand'),
    ),
    handler(studioApi.portalContent, ({ params }) =>
      mine(String(params.portalKey)) ? state.content[String(params.portalKey)] : apiError(404, 'No such portal'),
    ),
    handler(studioApi.updateMenu, ({ params, body }) => {
      const key = String(params.portalKey);
      const content = state.content[key];
      if (!content || !mine(key)) return apiError(404, 'No such portal');
      if (content.version !== body.version) return conflict();
      state.content[key] = { ...content, menu: body.menu, version: content.version + 1 };
      record(key, 'content.menu', content.menu, body.menu);
      return state.content[key];
    }),
    handler(studioApi.updatePolicies, ({ params, body }) => {
      const key = String(params.portalKey);
      const content = state.content[key];
      if (!content || !mine(key)) return apiError(404, 'No such portal');
      if (content.version !== body.version) return conflict();
      state.content[key] = { ...content, policies: body.policies, version: content.version + 1 };
      return state.content[key];
    }),
    handler(studioApi.page, ({ params }) => state.pages[`${params.portalKey}/${params.pageId}`] ?? apiError(404, 'No such page')),
    handler(studioApi.createPage, ({ params, body }) => {
      const key = `${params.portalKey}/${body.id}`;
      if (state.pages[key]) return apiError(409, 'A page with this id exists');
      const page = pageFixture({ id: body.id, title: body.title, modules: [], published: false, hasDraft: true, version: 1 });
      state.pages[key] = page;
      const content = state.content[String(params.portalKey)]!;
      content.pages.push({ id: page.id, title: page.title, published: false, hasDraft: true, updatedAt: null });
      return page;
    }),
    handler(studioApi.updatePage, ({ params, body }) => {
      const key = `${params.portalKey}/${params.pageId}`;
      const page = state.pages[key];
      if (!page) return apiError(404, 'No such page');
      if (page.version !== body.version) return conflict();
      state.pages[key] = { ...page, title: body.title, modules: body.modules, hasDraft: true, version: page.version + 1 };
      return state.pages[key];
    }),
    handler(studioApi.publishPage, ({ params, body }) => {
      const key = `${params.portalKey}/${params.pageId}`;
      const page = state.pages[key];
      if (!page) return apiError(404, 'No such page');
      if (page.version !== body.version) return conflict();
      state.pages[key] = { ...page, published: true, hasDraft: false, version: page.version + 1 };
      return state.pages[key];
    }),
    handler(studioApi.photoJobs, ({ params }) =>
      mine(String(params.portalKey)) ? { jobs: state.jobs, imports: state.imports } : apiError(404, 'No such portal'),
    ),
    handler(studioApi.changePhotoJob, ({ params, body }) => {
      const index = state.jobs.findIndex((j) => j.uuid === params.jobUuid);
      if (!mine(String(params.portalKey)) || index < 0) return apiError(404, 'No such photo job');
      const job = { ...state.jobs[index]! };
      if (body.change === 'put-in-shop' || body.change === 'take-out-of-shop') job.inShop = body.change === 'put-in-shop';
      else if (body.change === 'archive' || body.change === 'unarchive') job.archived = body.change === 'archive';
      else if (body.change === 'selection-deadline') job.selectionDeadline = body.deadline;
      job.state = job.archived ? 'archived' : !job.inShop ? 'not_in_shop' : job.selectionDeadline ? 'selection_deadline' : 'in_shop';
      record(
        String(params.portalKey),
        body.change === 'selection-deadline' ? 'photojob.deadline' : body.change.includes('archive') ? 'photojob.archive' : 'photojob.shop',
        null,
        body,
      );
      state.jobs[index] = job;
      return job;
    }),
    handler(studioApi.startPhotoJobImport, ({ params }) => {
      const index = state.imports.findIndex((i) => i.uuid === params.importUuid);
      if (!mine(String(params.portalKey)) || index < 0) return apiError(404, 'No such import');
      if (state.imports[index]!.state !== 'ready') return apiError(409, 'Only a checked folder without problems can be imported');
      state.imports[index] = { ...state.imports[index]!, state: 'queued' };
      return state.imports[index]!;
    }),
    handler(studioApi.salesDashboard, ({ params }) =>
      mine(String(params.portalKey)) ? salesFixture(String(params.portalKey)) : apiError(404, 'No such portal'),
    ),
    handler(studioApi.studioCustomers, ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const found = state.customers.filter((c) => mine(c.portal) && (!q || c.email.toLowerCase().includes(q) || c.name.toLowerCase().includes(q)));
      return { customers: found.map(({ uuid, email, name, portal, registeredAt }) => ({ uuid, email, name, portal, registeredAt })), next: null };
    }),
    handler(studioApi.studioCustomer, ({ params }) => {
      const customer = state.customers.find((c) => c.uuid === params.customerUuid && mine(c.portal));
      if (!customer) return apiError(404, 'No such customer');
      record(customer.portal, 'customer.view', null, { customer: customer.uuid });
      return customer;
    }),
    handler(studioApi.customerPasswordReset, ({ params }) => {
      const customer = state.customers.find((c) => c.uuid === params.customerUuid && mine(c.portal));
      if (!customer) return apiError(404, 'No such customer');
      const sent = (state.resets[customer.email] ?? 0) + 1;
      state.resets[customer.email] = sent;
      const outcome = sent > 3 ? ('recently-sent' as const) : ('sent' as const);
      record(customer.portal, 'customer.password-reset', null, { customer: customer.uuid, outcome });
      return { outcome };
    }),
    handler(studioApi.resendOrderConfirmation, ({ params }) => {
      const order = state.customers.flatMap((c) => c.orders).find((o) => o.uuid === params.orderUuid && mine(o.portal));
      if (!order) return apiError(404, 'No such order');
      record(order.portal, 'order.confirmation', null, { order: order.uuid });
      return { ok: true as const };
    }),
    handler(studioApi.simulateCustomer, ({ params }) => {
      if (state.staff?.role !== 'support') return apiError(403, 'Only support may do this');
      const customer = state.customers.find((c) => c.uuid === params.customerUuid);
      if (!customer) return apiError(404, 'No such customer');
      record(customer.portal, 'customer.simulate', null, { customer: customer.uuid });
      return { link: 'http://localhost/api/webshop/auth/simulate/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', expiresAt: '2026-11-26T10:15:00.000Z' };
    }),
    handler(studioApi.studioRecordings, ({ params }) =>
      mine(String(params.portalKey))
        ? { recordings: state.recordings.filter((r) => r.portal === params.portalKey), next: null }
        : apiError(404, 'No such portal'),
    ),
    handler(studioApi.auditLog, ({ query }) => {
      const portal = query.get('portal');
      const entries = state.audit.filter((e) => !portal || e.portal === portal);
      return { entries, next: null };
    }),
  ];
}
