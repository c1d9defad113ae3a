import { useTranslation } from 'react-i18next';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { useAccountDialogForm } from '@/account/useAccountDialogForm';
import { useUpdateProfile } from '@/account/useAccountUpdates';
import { profileSchema } from '@common/forms/accountSchemas';
import { AccountDialog } from './AccountDialog';
import { AccountField } from './AccountField';

/** Edit Profile: first and last name (required); the username shown, as the store does not change it. */
export function EditProfileDialog({ customer, onClose }: { customer: CustomerFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const { run, running } = useUpdateProfile();
  const { field, dialog } = useAccountDialogForm({
    initialValues: { firstName: customer.firstName, lastName: customer.lastName },
    schema: profileSchema,
    run: (values) => run({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
    successKey: 'account.profile.success',
    failedKey: 'account.profile.failed',
    onClose,
  });
  return (
    <AccountDialog
      {...dialog}
      title={t('account.profile.title')}
      formId="edit-profile-form"
      submitting={running}
      testId="edit-profile-dialog"
    >
      <AccountField {...field('firstName')} label={t('account.profile.firstName')} autoComplete="given-name" required />
      <AccountField {...field('lastName')} label={t('account.profile.lastName')} autoComplete="family-name" required />
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
