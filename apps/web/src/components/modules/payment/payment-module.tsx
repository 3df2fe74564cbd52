import { compactAccountNumber, FOUNDATION_STAT_KEYS, formatAccountNumber } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import type { ModuleProps } from '@/components/modules/types';
import { AccountCopy } from './account-copy-lazy';
import { DonatePicker } from './donate-picker-lazy';
import styles from './payment-module.module.css';
import { paymentPayloadSchema } from './schema';

/**
 * 001 §2, §4, §9 `payment`: the foundation's donation section. The header, description and the
 * policy ('100% OF YOUR DONATIONS GO TO SUPPORT PROGRAMS'); the payment options with the donate
 * button (a new tab, `noopener`); the bank transfer with its title ('darowizna na cele
 * statutowe'), the address and the account number grouped, with a copy button; the foundation's
 * figures. Renders what it has; nothing when it has none of it.
 */
export function PaymentModule({ component, context }: ModuleProps) {
  const parsed = paymentPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  const data = parsed.data;
  const t = translator(context.locale);
  const stats = FOUNDATION_STAT_KEYS.flatMap((key) => {
    const value = data.stats?.[key];
    return typeof value === 'number' ? [{ key, value }] : [];
  });
  const hasTransfer = Boolean(
    data.bank_account ?? data.swift ?? data.transfer_title ?? data.address,
  );
  if (!data.header && data.payment_options.length === 0 && !hasTransfer && stats.length === 0) {
    return null;
  }
  const headingId = `payment-${component.id}`;
  const number = new Intl.NumberFormat(context.locale === 'en' ? 'en-GB' : 'pl-PL');
  return (
    <section className={`container ${styles.payment}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.header}>
        {data.header ?? t('modules.payment.onlineDonation')}
      </h2>
      {data.description ? <p className={styles.description}>{data.description}</p> : null}
      {data.policy ? <p className={styles.policy}>{data.policy}</p> : null}
      <div className={styles.ways}>
        {data.payment_options.length > 0 ? (
          <div className={styles.way}>
            <h3>{t('modules.payment.onlineDonation')}</h3>
            <DonatePicker
              options={data.payment_options}
              label={t('modules.payment.paymentMethod')}
              donate={t('modules.payment.donate')}
              newTab={t('common.externalLink')}
            />
          </div>
        ) : null}
        {hasTransfer ? (
          <div className={styles.way}>
            <h3>{t('modules.payment.bankTransfer')}</h3>
            <dl className={styles.transfer}>
              {data.bank_account ? (
                <div>
                  <dt>{t('modules.payment.accountNumber')}</dt>
                  <dd className={styles.account}>
                    <span>{formatAccountNumber(data.bank_account)}</span>
                    <AccountCopy
                      value={compactAccountNumber(data.bank_account)}
                      label={t('modules.payment.copyAccount')}
                    />
                  </dd>
                </div>
              ) : null}
              {data.swift ? (
                <div>
                  <dt>{t('modules.payment.swift')}</dt>
                  <dd translate="no">{data.swift}</dd>
                </div>
              ) : null}
              {data.transfer_title ? (
                <div>
                  <dt>{t('modules.payment.transferTitle')}</dt>
                  <dd>{data.transfer_title}</dd>
                </div>
              ) : null}
              {data.address ? (
                <div>
                  <dt>{t('modules.payment.recipientAddress')}</dt>
                  <dd>{data.address}</dd>
                </div>
              ) : null}
            </dl>
          </div>
        ) : null}
      </div>
      {stats.length > 0 ? (
        <section className={styles.stats} aria-labelledby={`${headingId}-stats`}>
          <h3 id={`${headingId}-stats`}>{t('modules.payment.foundationStats')}</h3>
          <ul>
            {stats.map(({ key, value }) => (
              <li key={key} data-stat={key}>
                <strong>{number.format(value)}</strong>
                <span>{t(`modules.payment.foundationStat.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
