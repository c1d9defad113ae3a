import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordAdviceKeys } from '@/account/authMessages';
import { useChangePassword } from '@/account/useAccountUpdates';
import { toaster } from '@/ui/toaster';
import { passwordProblem, type PasswordValues } from '@/account/accountForms';
import { AccountDialog } from './AccountDialog';
import { AccountField } from './AccountField';
import { useAccountErrorText } from '../useAccountErrorText';

const PROBLEM_TEXTS = {
  PASSWORDS_DO_NOT_MATCH: 'account.password.mismatch',
  PASSWORD_TOO_SHORT: 'account.password.tooShort',
  CURRENT_PASSWORD_REQUIRED: 'account.password.currentRequired',
} as const;

/**
 * Change password (spec sections 5 and 8): the new password twice, matching and of 8 characters or
 * more, and the current password given, checked here and said in an alert; the server checks the
 * current password, and its refusal shows in the failure alert with the reason.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useAccountErrorText();
  const { run, running } = useChangePassword();
  const [alert, setAlert] = useState<{ title: string; text?: string } | null>(null);
  const formik = useFormik<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    onSubmit: async (values) => {
      const problem = passwordProblem(values);
      if (problem) {
        setAlert({ title: t(PROBLEM_TEXTS[problem]) });
        return;
      }
      setAlert(null);
      const result = await run(values);
      if (result.ok) {
        toaster.create({ title: t('account.password.success'), type: 'success' });
        onClose();
        return;
      }
      const first = result.errors[0];
      // A new password too easy to guess: the reason and what would help, in the shopper's language.
      const advice = passwordAdviceKeys(first?.passwordAdvice).map((key) => t(key as never) as string);
      setAlert({
        title: t('account.password.failed'),
        text: [errorText(first?.code) ?? t('account.errors.generic'), ...advice].join(' '),
      });
    },
  });
  const field = (name: keyof PasswordValues, autoComplete: string, help?: string) => (
    <AccountField
      name={name}
      type="password"
      label={t(`account.password.${name}`)}
      value={formik.values[name]}
      onChange={formik.handleChange}
      autoComplete={autoComplete}
      help={help}
      required
    />
  );
  return (
    <AccountDialog
      open
      onClose={onClose}
      title={t('account.password.title')}
      formId="change-password-form"
      onSubmit={formik.handleSubmit}
      submitting={running}
      alert={alert ? { status: 'error', ...alert } : null}
      testId="change-password-dialog"
    >
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password', t('account.password.newPasswordHelp'))}
      {field('confirmPassword', 'new-password')}
    </AccountDialog>
  );
}
