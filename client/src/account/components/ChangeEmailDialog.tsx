import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAccountDialogForm } from '@/account/useAccountDialogForm';
import { useChangeEmail } from '@/account/useAccountUpdates';
import { changeEmailSchema } from '@common/forms/accountSchemas';
import { AccountDialog } from './AccountDialog';
import { AccountField } from './AccountField';

/** Change email: the new address and the current password, both required; the server checks the password. */
export function ChangeEmailDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { run, running } = useChangeEmail();
  const { field, dialog } = useAccountDialogForm({
    initialValues: { newEmail: '', currentPassword: '' },
    schema: changeEmailSchema,
    run: (values) => run({ newEmail: values.newEmail.trim(), currentPassword: values.currentPassword }),
    successKey: 'account.email.success',
    failedKey: 'account.email.failed',
    onClose,
  });
  return (
    <AccountDialog
      {...dialog}
      title={t('account.email.title')}
      formId="change-email-form"
      submitting={running}
      testId="change-email-dialog"
    >
      <Text color="gray.700">{t('account.email.current', { email })}</Text>
      <AccountField {...field('newEmail')} type="email" label={t('account.email.newEmail')} autoComplete="email" required />
      <AccountField
        {...field('currentPassword')}
        type="password"
        label={t('account.email.currentPassword')}
        help={t('account.email.currentPasswordHelp')}
        autoComplete="current-password"
        required
      />
    </AccountDialog>
  );
}
