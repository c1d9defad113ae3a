import { Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeEmail } from '@/account/useAccountUpdates';
import { toaster } from '@/components/common/toaster';
import { changeEmailSchema } from '@common/forms/accountSchemas';
import { accountFieldErrors } from '@/forms/accountForms';
import { AccountDialog } from './AccountDialog';
import { AccountField } from './AccountField';
import { useAccountErrorText } from './useAccountErrorText';

const FIELDS = ['newEmail', 'currentPassword'] as const;

/** Change email: the new address and the current password, both required; the server checks the password. */
export function ChangeEmailDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useAccountErrorText();
  const { run, running } = useChangeEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { newEmail: '', currentPassword: '' },
    validationSchema: changeEmailSchema,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await run({ newEmail: values.newEmail.trim(), currentPassword: values.currentPassword });
      if (result.ok) {
        toaster.create({ title: t('account.email.success'), type: 'success' });
        onClose();
        return;
      }
      const { fields, form } = accountFieldErrors(result.errors, FIELDS);
      formik.setErrors(fields);
      if (form.length > 0 || Object.keys(fields).length === 0) setFailure(errorText(form[0]?.code) ?? t('account.errors.generic'));
    },
  });
  const error = (field: (typeof FIELDS)[number]) => (formik.submitCount > 0 ? errorText(formik.errors[field]) : undefined);
  return (
    <AccountDialog
      open
      onClose={onClose}
      title={t('account.email.title')}
      formId="change-email-form"
      onSubmit={formik.handleSubmit}
      submitting={running}
      alert={failure ? { status: 'error', title: t('account.email.failed'), text: failure } : null}
      testId="change-email-dialog"
    >
      <Text color="gray.700">{t('account.email.current', { email })}</Text>
      <AccountField
        name="newEmail"
        type="email"
        label={t('account.email.newEmail')}
        value={formik.values.newEmail}
        onChange={formik.handleChange}
        error={error('newEmail')}
        autoComplete="email"
        required
      />
      <AccountField
        name="currentPassword"
        type="password"
        label={t('account.email.currentPassword')}
        value={formik.values.currentPassword}
        onChange={formik.handleChange}
        error={error('currentPassword')}
        help={t('account.email.currentPasswordHelp')}
        autoComplete="current-password"
        required
      />
    </AccountDialog>
  );
}
