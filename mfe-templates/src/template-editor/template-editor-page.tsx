import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Field,
  Grid,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  defaultPageOrientation,
  defaultPageSize,
  messages,
  PageHeader,
  pageOrientationLabels,
  pageOrientations,
  pageSizes,
  templateFormSchema,
  templateGroups,
  workplaceRouteByPattern,
  type PageOrientation,
  type PageSize,
  type TemplateGroup,
} from '@solar/shared';
import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageSheet } from './page-sheet';

const { title } = workplaceRouteByPattern('template/editor/:templateId?');

const blockTools = ['Text', 'Image', 'Chart', 'Table'] as const;

/** The first problem of one form field, by the same schema the API will use in issue 8. */
function problemOf(field: 'name' | 'group', value: string): string | undefined {
  const result = templateFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function isTemplateGroup(value: string | null): value is TemplateGroup {
  return templateGroups.some((group) => group === value);
}

/**
 * The New Template editor of part 2: name, group, orientation and page size, pages, and empty
 * editor and preview areas in the paper's proportions. Templates are stored from issue 8, so Save
 * and the block tools are shown disabled with the reason, never pretending to work.
 */
export function TemplateEditorPage() {
  const { templateId } = useParams();
  const [searchParams] = useSearchParams();
  const requestedGroup = searchParams.get('group');

  const [name, setName] = useState('');
  const [group, setGroup] = useState<TemplateGroup | ''>(
    isTemplateGroup(requestedGroup) ? requestedGroup : '',
  );
  const [orientation, setOrientation] = useState<PageOrientation>(defaultPageOrientation);
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  const [pageCount, setPageCount] = useState(1);
  const [currentPage, setCurrentPage] = useState(1);
  const [touched, setTouched] = useState({ name: false, group: false });

  const nameProblem = touched.name ? problemOf('name', name) : undefined;
  const groupProblem = touched.group ? problemOf('group', group) : undefined;
  const saveNoteId = useId();
  const toolsNoteId = useId();
  const editorHeadingId = useId();
  const previewHeadingId = useId();

  const addPage = () => {
    setPageCount(pageCount + 1);
    setCurrentPage(pageCount + 1);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        description="Lay out a document template: its name, group, paper and pages."
        actions={
          <Stack gap="1" align={{ base: 'flex-start', md: 'flex-end' }}>
            <Button disabled aria-describedby={saveNoteId}>
              Save
            </Button>
            <Text id={saveNoteId} fontSize="sm" color="fg.muted">
              {messages.templateSavingNotAvailable}
            </Text>
          </Stack>
        }
      />

      {templateId ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{messages.templateOpeningNotAvailable}</Alert.Title>
        </Alert.Root>
      ) : null}

      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: '2fr 1fr 1fr 1fr' }} gap="4">
        <Field.Root required invalid={nameProblem !== undefined}>
          <Field.Label>
            Template name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setTouched((current) => ({ ...current, name: true }))}
          />
          <Field.ErrorText>{nameProblem}</Field.ErrorText>
        </Field.Root>

        <Field.Root required invalid={groupProblem !== undefined}>
          <Field.Label>
            Group
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={group}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setGroup(isTemplateGroup(next) ? next : '');
                setTouched((current) => ({ ...current, group: true }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, group: true }))}
            >
              <option value="" disabled>
                Select a group
              </option>
              {templateGroups.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{groupProblem}</Field.ErrorText>
        </Field.Root>

        <Field.Root>
          <Field.Label>Orientation</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={orientation}
              onChange={(event) => setOrientation(event.currentTarget.value as PageOrientation)}
            >
              {pageOrientations.map((option) => (
                <option key={option} value={option}>
                  {pageOrientationLabels[option]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        <Field.Root>
          <Field.Label>Page size</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={pageSize}
              onChange={(event) => setPageSize(event.currentTarget.value as PageSize)}
            >
              {pageSizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>

      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }}>
        <Button variant="outline" onClick={addPage}>
          New Page
        </Button>
        <ButtonGroup role="toolbar" aria-label="Blocks" variant="outline" size="sm" attached>
          {blockTools.map((tool) => (
            <Button key={tool} disabled aria-describedby={toolsNoteId}>
              {tool}
            </Button>
          ))}
        </ButtonGroup>
        <Text id={toolsNoteId} fontSize="sm" color="fg.muted">
          {messages.templateToolsNotAvailable}
        </Text>
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Box as="section" aria-labelledby={editorHeadingId} bg="bg.muted" p="6" rounded="md">
          <Heading as="h2" size="md" id={editorHeadingId} mb="4">
            Editor
          </Heading>
          <Stack align="center">
            <PageSheet
              pageNumber={currentPage}
              size={pageSize}
              orientation={orientation}
              width={orientation === 'portrait' ? '420px' : '560px'}
            />
          </Stack>
        </Box>
        <Box as="section" aria-labelledby={previewHeadingId} bg="bg.muted" p="6" rounded="md">
          <Heading as="h2" size="md" id={previewHeadingId} mb="4">
            Preview
          </Heading>
          <Stack gap="3" align="center">
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((pageNumber) => (
              <Button
                key={pageNumber}
                variant="plain"
                height="auto"
                p="1"
                aria-label={`Show page ${pageNumber} in the editor`}
                aria-current={pageNumber === currentPage ? 'page' : undefined}
                outline={pageNumber === currentPage ? '2px solid' : undefined}
                outlineColor="colorPalette.solid"
                onClick={() => setCurrentPage(pageNumber)}
              >
                <PageSheet
                  pageNumber={pageNumber}
                  size={pageSize}
                  orientation={orientation}
                  width={orientation === 'portrait' ? '140px' : '190px'}
                />
              </Button>
            ))}
          </Stack>
        </Box>
      </Grid>
    </Stack>
  );
}
