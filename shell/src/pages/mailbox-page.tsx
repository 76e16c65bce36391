import { Fragment } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { devApi, type MailboxEmail } from '@shop/contracts/dev';
import { Box, Button, chakra, Heading, HStack, Link, Stack, Text, useDocumentTitle, VisuallyHidden } from '@shop/ui';
import { useFormatDate } from '@shop/ui/dates';
import { followLink } from '../chrome/navigation';
import { Loading, LoadError, PageHeading, PageLayout } from './layout';
import { NotFoundPage } from './not-found';
import { asAnswered, isMissing, useApiState } from './use-api';
import { useCall } from '@shop/data';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Split a text into plain parts and links (trailing punctuation stays text). */
export function linkify(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** When a mail was written: the shop's one date format, with the time (the e2e journeys tell mails apart by it). */
function useTime() {
  const formatDate = useFormatDate();
  return (iso: string) => formatDate(iso, { withTime: true });
}

function EmailDetail({ email }: { email: MailboxEmail }) {
  const { t } = useTranslation('shell-pages');
  const time = useTime();
  return (
    <Stack as="article" gap="4" aria-labelledby="mailbox-subject">
      <div>
        <Link asChild variant="underline" colorPalette="brand">
          <RouterLink to="?">{t('mailbox.back')}</RouterLink>
        </Link>
      </div>
      <Heading as="h2" size="xl" id="mailbox-subject">
        {email.subject || t('mailbox.noSubject')}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
        <chakra.dt fontWeight="semibold">{t('mailbox.to')}</chakra.dt>
        <chakra.dd>{email.to}</chakra.dd>
        <chakra.dt fontWeight="semibold">{t('mailbox.time')}</chakra.dt>
        <chakra.dd>
          <time dateTime={email.created_at}>{time(email.created_at)}</time>
        </chakra.dd>
      </chakra.dl>
      <Box
        as="pre"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        fontFamily="inherit"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        padding="4"
        data-testid="mailbox-text"
      >
        {linkify(email.text).map((part, index) =>
          part.href ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one e-mail text, in order
            <Link key={index} href={part.href} onClick={followLink} variant="underline" colorPalette="brand" wordBreak="break-all">
              {part.text}
            </Link>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one e-mail text, in order
            <Fragment key={index}>{part.text}</Fragment>
          ),
        )}
      </Box>
    </Stack>
  );
}

/**
 * /dev/mailbox: the server's outbox in development (the e2e journeys open reset and invite links from
 * here). Where the server does not offer it (production, SMTP configured, a request from another
 * machine) this is 'Page not found'.
 */
export default function MailboxPage() {
  const { t } = useTranslation('shell-pages');
  const [search] = useSearchParams();
  const selected = search.get('email');
  // Shared: the development mailbox is the portal's, not the customer's; read afresh each time it is opened.
  const mailbox = useApiState(useCall(devApi.mailbox, { query: {} }, { shared: true, staleTime: 0 }), asAnswered);
  const time = useTime();
  useDocumentTitle(mailbox.status === 'error' && isMissing(mailbox.error) ? undefined : t('mailbox.title'));

  if (mailbox.status === 'error' && isMissing(mailbox.error)) return <NotFoundPage />;
  const emails = mailbox.status === 'done' ? [...mailbox.data.emails].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)) : [];
  const email = selected ? emails.find((e) => e.uuid === selected) : undefined;

  return (
    <PageLayout width="4xl">
      <HStack justifyContent="space-between" wrap="wrap" gap="3">
        <PageHeading>{t('mailbox.title')}</PageHeading>
        <Button variant="outline" size="lg" onClick={mailbox.reload}>
          {t('mailbox.refresh')}
        </Button>
      </HStack>
      <Text color="fg.muted">{t('mailbox.localOnly')}</Text>
      {mailbox.status === 'loading' ? <Loading /> : null}
      {mailbox.status === 'error' ? <LoadError message={t('mailbox.failed')} onRetry={mailbox.reload} /> : null}
      {mailbox.status === 'done' && email ? <EmailDetail email={email} /> : null}
      {mailbox.status === 'done' && selected && !email ? <Text>{t('mailbox.gone')}</Text> : null}
      {mailbox.status === 'done' && !selected ? (
        emails.length === 0 ? (
          <Text>{t('mailbox.empty')}</Text>
        ) : (
          <chakra.ul listStyleType="none" margin="0" padding="0" borderTopWidth="1px" borderColor="border" aria-label={t('mailbox.listLabel')}>
            {emails.map((mail) => (
              <chakra.li key={mail.uuid} borderBottomWidth="1px" borderColor="border">
                <Link
                  asChild
                  display="flex"
                  flexDirection={{ base: 'column', md: 'row' }}
                  alignItems={{ base: 'flex-start', md: 'center' }}
                  gap={{ base: '0', md: '4' }}
                  width="full"
                  paddingY="3"
                  paddingX="2"
                  color="fg"
                  _hover={{ bg: 'bg.muted' }}
                >
                  <RouterLink to={`?email=${encodeURIComponent(mail.uuid)}`}>
                    <chakra.span fontWeight="semibold" flex="2" textDecoration="underline">
                      {mail.subject || t('mailbox.noSubject')}
                    </chakra.span>
                    <chakra.span flex="2">
                      <VisuallyHidden>{t('mailbox.to')}: </VisuallyHidden>
                      {mail.to}
                    </chakra.span>
                    <chakra.span flex="1" fontSize="sm" color="fg.muted">
                      <time dateTime={mail.created_at}>{time(mail.created_at)}</time>
                    </chakra.span>
                  </RouterLink>
                </Link>
              </chakra.li>
            ))}
          </chakra.ul>
        )
      ) : null}
    </PageLayout>
  );
}
