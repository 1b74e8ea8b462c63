import '@mantine/core/styles/Code.css';
import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { TotpEnrollment, TotpFactor } from '../../../sync/session/model.ts';
import {
  confirmAuthenticator,
  enrollAuthenticator,
  listAuthenticators,
  removeAuthenticator,
} from '../../../sync/session/actions.ts';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';

/**
 * Two-step sign-in for staff: add an authenticator app (scan the QR code or type the secret,
 * then confirm a first code), or remove it. Once on, every sign-in asks for a code and the
 * database grants staff rights only to sessions that gave one.
 */
export function TwoStepSettings() {
  const [factors, setFactors] = useState<TotpFactor[] | null>(null);
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const reload = useCallback(async () => {
    setFactors((await listAuthenticators()).filter((f) => f.verified));
  }, []);
  useEffect(() => {
    let live = true;
    listAuthenticators().then(
      (all) => live && setFactors(all.filter((f) => f.verified)),
      (error: unknown) =>
        live &&
        setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async () => setEnrollment(await enrollAuthenticator('Authenticator app')));
  const confirm = () =>
    run(async () => {
      await confirmAuthenticator(enrollment!.factorId, code);
      setEnrollment(null);
      setCode('');
      setMessage({
        ok: true,
        text: t('Two-step sign-in is on. Every sign-in now asks for a code.'),
      });
      await reload();
    });
  const remove = (id: string) =>
    run(async () => {
      await removeAuthenticator(id);
      setMessage({ ok: true, text: t('Two-step sign-in is off for this account.') });
      await reload();
    });

  return (
    <Stack gap="sm" data-testid="two-step-settings">
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {shownMessage(message.text)}
        </Alert>
      )}
      {factors === null ? (
        <Text fz="sm">{t('Reading your authenticators…')}</Text>
      ) : factors.length > 0 ? (
        factors.map((factor) => (
          <Group key={factor.id} justify="space-between">
            <Text fz="sm" data-testid="two-step-on">
              {t('On: {name}', { name: factor.friendlyName ?? t('Authenticator app') })}
            </Text>
            <Button
              color="red"
              variant="light"
              loading={busy}
              onClick={() => void remove(factor.id)}
            >
              {t('Remove')}
            </Button>
          </Group>
        ))
      ) : enrollment ? (
        <Stack gap="xs">
          <Text fz="sm">
            {t(
              'Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the secret into it.',
            )}
          </Text>
          <Image
            src={enrollment.qrCode}
            alt={t('QR code for your authenticator app')}
            w={180}
            h={180}
          />
          <Text fz="sm">
            {t('Secret:')} <Code data-testid="totp-secret">{enrollment.secret}</Code>
          </Text>
          <TextInput
            label={t('First code from the app')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Group>
            <Button loading={busy} onClick={() => void confirm()}>
              {t('Turn on')}
            </Button>
            <Button variant="subtle" onClick={() => setEnrollment(null)}>
              {t('Cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between">
          <Text fz="sm">{t('Off. Protect this staff account with a code from your phone.')}</Text>
          <Button loading={busy} onClick={() => void start()}>
            {t('Set up two-step sign-in')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
