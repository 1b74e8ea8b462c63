// /superadmin/settings: every field of the site settings (docs/product.md#data-the-shop-keeps),
// checked with the database's own rules before saving (src/lib/site-settings-form.ts). Visitors'
// devices get the saved values live (site_settings replicates with realtime). Offline, the form
// starts from the device's copy, keeps what is typed, and says saving needs a connection.
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { saveSiteSettings } from '../../../sync/superadmin/actions.ts';
import { useEditableSiteSettings } from '../../../sync/superadmin/hooks.ts';
import type { SiteSettingsRow } from '../../../sync/superadmin/model.ts';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../../lib/indian-states.ts';
import { formatInr } from '../../lib/money.ts';
import {
  SETTINGS_TEXT_LIMITS,
  rupeesToPaise,
  settingsRefusal,
  siteSettingsFormOf,
  siteSettingsRowOf,
  validateSiteSettings,
  type SiteSettingsField,
  type SiteSettingsForm,
} from '../../lib/site-settings-form.ts';
import { messageOf } from './display.ts';

type TextField = keyof typeof SETTINGS_TEXT_LIMITS;
type Errors = Partial<Record<SiteSettingsField, string>>;

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
};

/**
 * The shopper texts in Hindi, in the order of their English fields above; blank
 * is saved as null and Hindi pages show the English text (src/lib/localized.ts).
 */
const HINDI_TEXTS: { field: TextField; label: string; long?: true }[] = [
  { field: 'delivery_fee_description_hi', label: 'Delivery fee description (Hindi)' },
  { field: 'hero_title_hi', label: 'Hero title (Hindi)' },
  { field: 'hero_subtitle_hi', label: 'Hero subtitle (Hindi)', long: true },
  { field: 'best_seller_title_hi', label: 'Best-seller title (Hindi)' },
  { field: 'best_seller_subtitle_hi', label: 'Best-seller subtitle (Hindi)', long: true },
  { field: 'footer_about_hi', label: 'About (footer, Hindi)', long: true },
];

function Section({
  title,
  note,
  children,
  ...rest
}: {
  title: string;
  note?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Card withBorder padding="md" {...rest}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Card>
  );
}

function SettingsForm({ initial, fromDevice }: { initial: SiteSettingsRow; fromDevice: boolean }) {
  const [form, setForm] = useState<SiteSettingsForm>(() => siteSettingsFormOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const set = (field: keyof SiteSettingsForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: TextField, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={form[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
      maxLength={SETTINGS_TEXT_LIMITS[field] + 20}
      {...extra}
    />
  );
  const long = (field: TextField, label: string, extra: object = {}) => (
    <Textarea
      label={label}
      value={form[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
      autosize
      minRows={2}
      description={`Up to ${SETTINGS_TEXT_LIMITS[field]} characters`}
      {...extra}
    />
  );
  const amount = (field: 'delivery_fee' | 'free_delivery_threshold', label: string) => {
    const paise = rupeesToPaise(form[field]);
    return (
      <TextInput
        label={label}
        leftSection="₹"
        inputMode="decimal"
        value={form[field]}
        onChange={(e) => set(field, e.currentTarget.value)}
        error={errors[field]}
        description={paise === null ? 'In rupees' : formatInr(paise)}
        data-testid={`settings-${field}`}
      />
    );
  };

  const save = async () => {
    const found = validateSiteSettings(form);
    setErrors(found);
    const count = Object.keys(found).length;
    if (count > 0) {
      setOutcome({
        ok: false,
        text: `Nothing saved: ${count === 1 ? 'one field needs' : `${count} fields need`} correcting (marked below).`,
      });
      return;
    }
    setBusy(true);
    try {
      const saved = await saveSiteSettings(siteSettingsRowOf(form));
      setForm(siteSettingsFormOf(saved));
      setOutcome({
        ok: true,
        text: 'Saved. Shoppers’ open pages show the new settings within seconds.',
      });
    } catch (error) {
      // What was typed stays; the refusal names the field when the database says which.
      const refusal = settingsRefusal(messageOf(error));
      if (refusal.field) setErrors({ [refusal.field]: refusal.message });
      setOutcome({ ok: false, text: refusal.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" data-testid="site-settings-form">
      {fromDevice && (
        <Alert color="yellow" data-testid="settings-from-device">
          The server could not be reached, so this form shows the settings stored on this device.
          Changes you make stay here until you save them online.
        </Alert>
      )}
      <Section title="Delivery">
        {amount('delivery_fee', 'Delivery fee')}
        {amount('free_delivery_threshold', 'Free delivery from (order subtotal)')}
        {text('delivery_fee_description', 'Delivery fee description (shown to shoppers)')}
      </Section>
      <Section title="Tax and payment">
        <Select
          label="Seller’s state (for GST)"
          data={[...INDIAN_STATES_AND_UNION_TERRITORIES]}
          searchable
          value={form.seller_state || null}
          onChange={(value) => set('seller_state', value ?? '')}
          error={errors.seller_state}
          allowDeselect={false}
        />
        {text('gstin', 'GSTIN', {
          description: 'Starts with the state’s GST code, e.g. 27 for Maharashtra',
        })}
        {text('legal_name', 'Registered legal name (on tax invoices)', {
          description: 'As on the GST registration; orders cannot be confirmed without it',
        })}
        {long('registered_address', 'Registered address (on tax invoices)')}
        {text('upi_id', 'UPI id', { description: 'For UPI payment at checkout, e.g. mgrid@upi' })}
        {text('upi_payee_name', 'UPI payee name')}
      </Section>
      <Section title="Contact">
        {text('sales_phone', 'Sales phone', { type: 'tel' })}
        {text('quotation_phone', 'Quotation phone', { type: 'tel' })}
        {text('contact_email', 'Contact email', { type: 'email' })}
        {long('company_address', 'Company address')}
      </Section>
      <Section title="Home page">
        {text('hero_title', 'Hero title')}
        {long('hero_subtitle', 'Hero subtitle')}
        {text('best_seller_title', 'Best-seller title')}
        {long('best_seller_subtitle', 'Best-seller subtitle')}
      </Section>
      <Section title="Footer">
        {long('footer_about', 'About (footer)')}
        {text('footer_copyright', 'Copyright line')}
      </Section>
      <Section
        title="Hindi (optional)"
        note="Shown on Hindi pages (/hi/…). A field left blank shows the English text."
        data-testid="hindi-fields"
      >
        {HINDI_TEXTS.map(({ field, label, long: isLong }) => (
          <Fragment key={field}>
            {isLong ? long(field, label, { lang: 'hi' }) : text(field, label, { lang: 'hi' })}
          </Fragment>
        ))}
      </Section>
      <Section title="Social links">
        {Object.keys(form.social_links).map((network) => (
          <TextInput
            key={network}
            label={SOCIAL_LABELS[network] ?? network}
            type="url"
            placeholder="https://…"
            value={form.social_links[network]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setForm((f) => ({ ...f, social_links: { ...f.social_links, [network]: value } }));
              setErrors((er) => ({ ...er, [`social_links.${network}`]: undefined }));
            }}
            error={errors[`social_links.${network}`]}
          />
        ))}
      </Section>
      <Section title="Catalogue and analytics">
        {text('catalog_url', 'Catalogue link (PDF)')}
        {text('ga_measurement_id', 'Google Analytics measurement id', {
          placeholder: 'G-XXXXXXXXXX',
        })}
      </Section>
      <Group py="sm" align="center">
        <Button onClick={save} loading={busy} data-testid="save-settings">
          Save settings
        </Button>
        {outcome && (
          <Text
            size="sm"
            c={outcome.ok ? 'teal.9' : 'red.9'}
            role={outcome.ok ? 'status' : 'alert'}
            data-testid={outcome.ok ? 'settings-saved' : 'settings-error'}
            style={{ flex: '1 1 200px' }}
          >
            {outcome.text}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

export function SiteSettingsEditor() {
  const settings = useEditableSiteSettings();
  if (!settings.value) {
    return settings.error ? (
      <Alert color="red" role="alert">
        {settings.error}
        <Button variant="default" size="xs" ml="sm" onClick={settings.reload}>
          Try again
        </Button>
      </Alert>
    ) : (
      <Text size="sm">Loading the site settings…</Text>
    );
  }
  return <SettingsForm initial={settings.value} fromDevice={settings.fromDevice} />;
}
