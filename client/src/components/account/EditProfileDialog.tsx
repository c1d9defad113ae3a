import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { useUpdateProfile } from '@/account/useAccountUpdates';
import { toaster } from '@/components/common/toaster';
import { profileSchema } from '@common/forms/accountSchemas';
import { accountFieldErrors } from '@/forms/accountForms';
import { AccountDialog } from './AccountDialog';
import { AccountField } from './AccountField';
import { useAccountErrorText } from './useAccountErrorText';

const FIELDS = ['firstName', 'lastName'] as const;

/** Edit Profile: first and last name (required); the username shown, as the store does not change it. */
export function EditProfileDialog({ customer, onClose }: { customer: CustomerFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useAccountErrorText();
  const { run, running } = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { firstName: customer.firstName, lastName: customer.lastName },
    validationSchema: profileSchema,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await run({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
      if (result.ok) {
        toaster.create({ title: t('account.profile.success'), type: 'success' });
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
      title={t('account.profile.title')}
      formId="edit-profile-form"
      onSubmit={formik.handleSubmit}
      submitting={running}
      alert={failure ? { status: 'error', title: t('account.profile.failed'), text: failure } : null}
      testId="edit-profile-dialog"
    >
      <AccountField
        name="firstName"
        label={t('account.profile.firstName')}
        value={formik.values.firstName}
        onChange={formik.handleChange}
        error={error('firstName')}
        autoComplete="given-name"
        required
      />
      <AccountField
        name="lastName"
        label={t('account.profile.lastName')}
        value={formik.values.lastName}
        onChange={formik.handleChange}
        error={error('lastName')}
        autoComplete="family-name"
        required
      />
      <AccountField
        name="username"
        label={t('account.profile.username')}
        value={customer.username}
        help={t('account.profile.usernameHelp')}
        readOnly
      />
    </AccountDialog>
  );
}
