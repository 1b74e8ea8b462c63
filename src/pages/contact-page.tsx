import { Container, Grid, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { LeadForm } from '../features/leads/lead-form.tsx';
import { ContactDetails } from '../features/site-settings/contact-details.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { msg, t } from '../i18n/index.ts';

const TOPIC_MESSAGES: Record<string, string> = {
  careers: msg('I would like to apply for the position of … My experience: …'),
};

export function ContactPage() {
  const [params] = useSearchParams();
  const topicMessage = TOPIC_MESSAGES[params.get('topic') ?? ''];
  const defaultMessage = topicMessage ? t(topicMessage) : '';
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={t('Contact MGRID')}
        description={t(
          'Contact MGRID sales and support for quotations, bulk orders, dealer enquiries and repairs. Mon-Fri 9:00-6:00, Sat 9:00-2:00 IST.',
        )}
      />
      <PageHeading
        title={t('Contact us')}
        subtitle={t(
          'Quotations, bulk orders, dealership enquiries or help with a tool: write to us and we call you back within one working day.',
        )}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <LeadForm
              source="contact"
              defaultMessage={defaultMessage}
              messageLabel={t('How can we help?')}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactDetails />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
