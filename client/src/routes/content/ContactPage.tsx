import { Box, Button, DataList, Field, Grid, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/apollo/language';
import { toaster } from '@/ui/toaster';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  EMPTY_CONTACT,
  contactSchema,
  toFormErrors,
  type ContactErrorCode,
  type ContactField,
} from '../../content/contactForm';
import { ContentLayout } from '../../content/ContentLayout';
import { useSendContactMessage } from '../../content/useSendContactMessage';

interface OpeningHours {
  days: string;
  hours: string;
}

const FIELD_PROPS: Record<ContactField, { type?: string; autoComplete: string }> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  subject: { autoComplete: 'off' },
  message: { autoComplete: 'off' },
};

/** Digits and the leading + of a display phone number, for its tel: link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * /contact: the contact form (formik + yup, sent with the sendContactMessage mutation), the shop's
 * details and its customer-service hours. Errors show under their field once the form is sent and
 * go away as soon as the field is edited; a failed request keeps what was typed.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sendMessage] = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);

  /** The text of every code (a Record: a code added to the schema fails the type check until it has a text). */
  const errorTexts: Record<ContactErrorCode, (field?: ContactField) => string> = {
    REQUIRED: (field) => (field ? t(`pages.contact.errors.required.${field}`) : t('pages.contact.toast.rejectedText')),
    INVALID_EMAIL: () => t('pages.contact.errors.invalidEmail'),
    TOO_LONG: (field) =>
      field ? t('pages.contact.errors.tooLong', { max: CONTACT_MAX_LENGTH[field] }) : t('pages.contact.toast.rejectedText'),
    RATE_LIMITED: () => t('errors.tooManyAttempts'),
    INVALID: () => t('pages.contact.toast.rejectedText'),
  };
  const errorText = (code: ContactErrorCode, field?: ContactField): string => (errorTexts[code] ?? errorTexts.INVALID)(field);

  const formik = useFormik({
    initialValues: EMPTY_CONTACT,
    validationSchema: contactSchema,
    // Checked on submit only; editing a field clears its error (handleFieldChange).
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const failed = (description: string) => toaster.create({ type: 'error', title: t('pages.contact.toast.failedTitle'), description });
      try {
        const { data } = await sendMessage({ variables: { input: { ...values, language } } });
        const result = data?.sendContactMessage;
        if (!result) throw new Error('sendContactMessage answered no data');
        if (result.ok) {
          toaster.create({ type: 'success', title: t('pages.contact.toast.sentTitle'), description: t('pages.contact.toast.sentText') });
          helpers.resetForm();
          return;
        }
        const { fields, formError } = toFormErrors(result.errors);
        helpers.setErrors(fields);
        if (formError) failed(errorText(formError));
      } catch {
        // Network or GraphQL failure: the values stay in the form so the shopper can send again.
        failed(t('pages.contact.toast.failedText'));
      }
    },
  });

  // After a submit that ends with errors (the browser's checks or the server's), focus the first one.
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
    // Only when a submit finishes: clearing errors while typing must not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  const handleFieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    formik.handleChange(event);
    const field = event.target.name as ContactField;
    if (formik.errors[field]) formik.setFieldError(field, undefined);
  };

  const renderField = (field: ContactField) => {
    const code = formik.errors[field] as ContactErrorCode | undefined;
    const error = code && errorText(code, field);
    const common = {
      name: field,
      value: formik.values[field],
      onChange: handleFieldChange,
      bg: 'white',
    };
    return (
      <Field.Root key={field} required invalid={!!error}>
        <Field.Label>
          {t(`pages.contact.form.${field}`)}
          <Field.RequiredIndicator />
        </Field.Label>
        {field === 'message' ? <Textarea {...common} rows={7} resize="vertical" /> : <Input {...common} {...FIELD_PROPS[field]} />}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    );
  };

  const hours = t('pages.contact.hours.days', { returnObjects: true }) as OpeningHours[];
  const addressLines = t('pages.contact.info.addressLines', { returnObjects: true }) as string[];
  const phone = t('pages.contact.info.phone');
  const email = t('pages.contact.info.email');

  return (
    <ContentLayout title={t('pages.contact.title')} breadcrumb={t('pages.contact.breadcrumb')} intro={t('pages.contact.intro')} maxW="5xl">
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap={{ base: '10', md: '12' }} mt="10" alignItems="start">
        <Box as="section" aria-labelledby="contact-form-title">
          <Heading as="h2" id="contact-form-title" fontFamily="heading" fontWeight="normal" size="2xl" mb="1">
            {t('pages.contact.form.title')}
          </Heading>
          <Text fontSize="sm" color="gray.600" mb="6">
            {t('pages.contact.form.requiredHint')}
          </Text>
          {/* noValidate: the form shows its own messages, in the shop's language, under each field. */}
          <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-labelledby="contact-form-title" data-testid="contact-form">
            <Stack gap="5">
              {CONTACT_FIELDS.map(renderField)}
              <Button
                type="submit"
                alignSelf="flex-start"
                loading={formik.isSubmitting}
                loadingText={t('pages.contact.form.sending')}
                data-testid="contact-submit"
              >
                {t('pages.contact.form.submit')}
              </Button>
            </Stack>
          </form>
        </Box>

        <Stack as="aside" gap="8" bg="brand.ivory" p={{ base: '6', md: '8' }} rounded="md">
          <Box as="section" aria-labelledby="contact-info-title">
            <Heading as="h2" id="contact-info-title" fontFamily="heading" fontWeight="normal" size="xl" mb="4">
              {t('pages.contact.info.title')}
            </Heading>
            <DataList.Root orientation="vertical" gap="4">
              <DataList.Item>
                <DataList.ItemLabel>{t('pages.contact.info.addressLabel')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Box as="address" fontStyle="normal" color="gray.800">
                    {addressLines.map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                  </Box>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('pages.contact.info.phoneLabel')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Link href={telHref(phone)} variant="underline" color="brand.ink">
                    {phone}
                  </Link>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('pages.contact.info.emailLabel')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Link href={`mailto:${email}`} variant="underline" color="brand.ink">
                    {email}
                  </Link>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Box>
          <Box as="section" aria-labelledby="contact-hours-title">
            <Heading as="h2" id="contact-hours-title" fontFamily="heading" fontWeight="normal" size="xl" mb="4">
              {t('pages.contact.hours.title')}
            </Heading>
            <DataList.Root orientation="horizontal" gap="2" data-testid="business-hours">
              {hours.map((row) => (
                <DataList.Item key={row.days}>
                  <DataList.ItemLabel minW="24">{row.days}</DataList.ItemLabel>
                  <DataList.ItemValue>{row.hours}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
        </Stack>
      </Grid>
    </ContentLayout>
  );
}
