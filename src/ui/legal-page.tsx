import { Container, List, Stack, Text, Title } from '@mantine/core';
import { PageHeading } from './page-heading.tsx';
import { PageMeta } from './page-meta.tsx';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
}

export interface LegalPageProps {
  title: string;
  description: string;
  /** "21 November 2026" */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** A policy or information page: numbered sections of plain text, easy to read on a phone. */
export function LegalPage({ title, description, updated, intro, sections }: LegalPageProps) {
  return (
    <Container size="md" py="xl">
      <PageMeta title={title} description={description} />
      <PageHeading title={title} subtitle={`Last updated ${updated}`} />
      <Stack gap="xl">
        <Text>{intro}</Text>
        {sections.map((section, index) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} fz="lg">
              {index + 1}. {section.heading}
            </Title>
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph} fz="sm" lh={1.7}>
                {paragraph}
              </Text>
            ))}
            {section.points && (
              <List fz="sm" spacing={6} lh={1.6}>
                {section.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
