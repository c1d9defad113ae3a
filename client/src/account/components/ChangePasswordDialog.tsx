import { useTranslation } from 'react-i18next';
import { useAccountDialogForm } from '@/account/useAccountDialogForm';
import { useChangePassword } from '@/account/useAccountUpdates';
import { passwordProblem, type PasswordValues } from '@/account/accountForms';
import { AccountDialog } from './AccountDialog';
import { AccountField } from './AccountField';

const PROBLEM_TEXTS = {
  PASSWORDS_DO_NOT_MATCH: 'account.password.mismatch',
  PASSWORD_TOO_SHORT: 'account.password.tooShort',
  CURRENT_PASSWORD_REQUIRED: 'account.password.currentRequired',
} as const;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (spec sections 5 and 8): the new password twice, matching and of 8 characters or
 * more, and the current password given, checked here and said in an alert; the server checks the
 * current password, and its refusal shows in the failure alert with the reason.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { run, running } = useChangePassword();
  const { field, dialog } = useAccountDialogForm({
    initialValues: EMPTY,
    check: (values) => {
      const problem = passwordProblem(values);
      return problem && PROBLEM_TEXTS[problem];
    },
    run,
    successKey: 'account.password.success',
    failedKey: 'account.password.failed',
    onClose,
    refusalsInAlert: true,
  });
  const input = (name: keyof PasswordValues, autoComplete: string, help?: string) => (
    <AccountField {...field(name)} type="password" label={t(`account.password.${name}`)} autoComplete={autoComplete} help={help} required />
  );
  return (
    <AccountDialog
      {...dialog}
      title={t('account.password.title')}
      formId="change-password-form"
      submitting={running}
      testId="change-password-dialog"
    >
      {input('currentPassword', 'current-password')}
      {input('newPassword', 'new-password', t('account.password.newPasswordHelp'))}
      {input('confirmPassword', 'new-password')}
    </AccountDialog>
  );
}
