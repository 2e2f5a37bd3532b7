import { lazyPage } from '@solar/shared';
import type { ComponentType } from 'react';

/**
 * The host's own workplace pages by catalogue pattern, each loaded on first visit so the shell's
 * first download does not carry the administration screens.
 */
export const adminPages: Readonly<Record<string, ComponentType>> = {
  'admin/user-setting': lazyPage(() => import('./user-setting-page'), 'UserSettingPage'),
  'admin/user-access-setting/:userId': lazyPage(
    () => import('./user-access-setting-page'),
    'UserAccessSettingPage',
  ),
  'admin/jobs': lazyPage(() => import('./jobs-page'), 'JobsPage'),
  'admin/utility-rates': lazyPage(() => import('./utility-rates-page'), 'UtilityRatesPage'),
  'admin/tax-rates': lazyPage(() => import('./tax-rates-page'), 'TaxRatesPage'),
  'admin/outbox': lazyPage(() => import('./outbox-page'), 'OutboxPage'),
  'admin/outbox/:messageId': lazyPage(() => import('./outbox-message-page'), 'OutboxMessagePage'),
  'admin/mail-templates': lazyPage(() => import('./mail-templates-page'), 'MailTemplatesPage'),
};
