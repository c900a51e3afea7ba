/**
 * In the layout: on idle after hydration, the consent banner for a browser that has not answered
 * the shop's current `consentVersion` (Law 91/2025/QH15: opt-in before analytics or advertising).
 * Only this check is on every route; the banner's code loads when it shows (docs/privacy-and-consent.md).
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/features/auth';
import { readChoice } from './consent-cookies';
import { consentView } from './consent-state';
import { currentConsentVersion } from './consent-version';

const ConsentBanner = lazy(() => import('./consent-banner'));
const whenIdle = (run: () => void) =>
  (window.requestIdleCallback ?? ((later: () => void) => setTimeout(later, 1)))(run);

export function ConsentMount() {
  const view = useSyncExternalStore(consentView.subscribe, consentView.get, consentView.getServer);
  const uid = useSession().userInfo?._id;
  useEffect(() => {
    // After hydration, when the browser is idle: the banner never delays the page or its first tap.
    whenIdle(() => {
      if (readChoice()?.version !== currentConsentVersion()) consentView.ask();
    });
  }, []);
  useEffect(() => {
    // Signing in links the browser's choice to the account (recorded once per account and choice).
    if (uid) whenIdle(() => void import('./record-consent').then(({ linkConsent }) => linkConsent(uid)));
  }, [uid]);
  if (!view.open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner choosing={view.choosing} />
    </Suspense>
  );
}

/** "Cài đặt cookie": a link to the privacy policy that, with JavaScript, reopens the banner on the purposes. */
export function CookieSettingsLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        consentView.reopen();
      }}
    >
      {label}
    </a>
  );
}
