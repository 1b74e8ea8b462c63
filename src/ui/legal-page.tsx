import { Code, Container, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { intlLocale, t } from '../i18n/index.ts';
import { dayInWords } from '../lib/india-time.ts';
import { PageHeading } from './page-heading.tsx';
import { PageMeta } from './page-meta.tsx';

// Every text of a policy is marked with msg() where it is written and shown here with t(), so
// a Hindi page reads the whole policy in Hindi (catalogue src/i18n/hi/legal.ts).
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
}

export interface LegalPageProps {
  title: string;
  description: string;
  /** "2026-11-21": shown as "21 November 2026" in the page's language. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const NAME = /("[^"\s]*[:_…-][^"\s]*")/;

/**
 * The storage names a policy quotes ("mgrid:recently-viewed", "_ga") are names, not words: the
 * same in every language, so they are set as code (and the Hindi pages' scan skips them).
 */
function withNames(text: string): ReactNode[] {
  return text.split(NAME).map((part, index) =>
    index % 2 === 1 ? (
      <Fragment key={index}>
        "<Code>{part.slice(1, -1)}</Code>"
      </Fragment>
    ) : (
      part
    ),
  );
}

/** A policy or information page: numbered sections of plain text, easy to read on a phone. */
export function LegalPage({ title, description, updated, intro, sections }: LegalPageProps) {
  return (
    <Container size="md" py="xl">
      <PageMeta title={t(title)} description={t(description)} />
      <PageHeading
        title={t(title)}
        subtitle={t('Last updated {date}', { date: dayInWords(updated, intlLocale()) })}
      />
      <Stack gap="xl">
        <Text>{t(intro)}</Text>
        {sections.map((section, index) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} fz="lg">
              {index + 1}. {t(section.heading)}
            </Title>
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph} fz="sm" lh={1.7}>
                {withNames(t(paragraph))}
              </Text>
            ))}
            {section.points && (
              <List fz="sm" spacing={6} lh={1.6}>
                {section.points.map((point) => (
                  <List.Item key={point}>{withNames(t(point))}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
