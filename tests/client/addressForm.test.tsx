/**
 * The checkout's address form (client/src/checkout/components/IdentificationStep.tsx with its
 * AddressFields), under the checkout page's formik set-up (routes/CheckoutPage.tsx: the shop's rules,
 * checked on "Continue" only), for a guest: the server answers that nobody is signed in.
 */
import { ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { Observable } from 'rxjs';
// The shop's i18next instance is set up (renderInShop) before the modules that add their texts to it
// (the checkout's sign-in slot brings the account's) are evaluated, as in the shop.
import { renderInShop, testApolloClient } from './renderInShop';
import { checkoutSchemaFor, emptyCheckout, type CheckoutValues } from '@/checkout/checkoutForm';
import type { CountryOptions } from '@/checkout/components/CountrySelect';
import { IdentificationStep } from '@/checkout/components/IdentificationStep';
// After the shop's i18next instance is set up (renderInShop), as the checkout page adds its texts.
import '@/checkout/texts';

const COUNTRIES: CountryOptions = {
  countries: [
    { code: 'FR', name: 'France', states: [] },
    { code: 'DE', name: 'Allemagne', states: [] },
    {
      code: 'US',
      name: 'États-Unis',
      states: [
        { code: 'CA', name: 'Californie' },
        { code: 'NY', name: 'New York' },
      ],
    },
  ],
  loading: false,
  failed: false,
};
const STATES = { US: ['CA', 'NY'] };

/** A guest: the cache already knows nobody is signed in (as a server-rendered page carries it); nothing else is asked. */
const noServer = new ApolloLink(
  (operation) => new Observable((observer) => observer.error(new Error(`No stand-in for ${operation.operationName}`))),
);
const GUEST = { ROOT_QUERY: { __typename: 'Query', me: null } };

function CheckoutForm({ onDone }: { onDone: (values: CheckoutValues) => void }) {
  const formik = useFormik<CheckoutValues>({
    initialValues: emptyCheckout(),
    validationSchema: checkoutSchemaFor(STATES),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: onDone,
  });
  return <IdentificationStep formik={formik} countries={COUNTRIES} />;
}

function renderForm(language: 'FR' | 'EN' = 'FR') {
  const onDone = jest.fn();
  renderInShop(<CheckoutForm onDone={onDone} />, { language, client: testApolloClient(noServer, GUEST) });
  const delivery = screen.getByTestId('shipping-address');
  return { onDone, delivery };
}

/** A field of the delivery address by its label (the label ends with the required mark when required). */
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement | HTMLSelectElement;

/** The error text the field points to (Chakra's Field: aria-invalid and aria-errormessage), if any. */
function errorOf(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = input.getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || null;
}

const continueButton = () => screen.getByRole('button', { name: 'Continuer' });

describe('checkout address form', () => {
  it('marks the required fields, and only those', () => {
    const { delivery } = renderForm();
    for (const label of ['Prénom', 'Nom', 'Adresse', 'Ville', 'Code postal', 'Pays'])
      expect([label, field(delivery, label).required]).toEqual([label, true]);
    for (const label of ['Société \\(facultatif\\)', "Complément d'adresse \\(facultatif\\)"])
      expect([label, field(delivery, label).required]).toEqual([label, false]);
  });

  it('on "Continue", shows each missing field’s error beside it, none on optional ones, and focuses the first', async () => {
    const user = userEvent.setup();
    const { delivery, onDone } = renderForm();
    await user.click(continueButton());
    const email = screen.getByLabelText(/^Adresse email/);
    await waitFor(() => expect(errorOf(email)).toBe('Veuillez saisir votre adresse email'));
    expect(errorOf(field(delivery, 'Prénom'))).toBe('Veuillez saisir votre prénom');
    expect(errorOf(field(delivery, 'Nom'))).toBe('Veuillez saisir votre nom');
    expect(errorOf(field(delivery, 'Adresse'))).toBe('Veuillez saisir votre adresse');
    expect(errorOf(field(delivery, 'Ville'))).toBe('Veuillez saisir votre ville');
    expect(errorOf(field(delivery, 'Code postal'))).toBe('Veuillez saisir votre code postal');
    expect(errorOf(field(delivery, 'Société \\(facultatif\\)'))).toBeNull();
    expect(errorOf(field(delivery, "Complément d'adresse \\(facultatif\\)"))).toBeNull();
    expect(document.activeElement).toBe(email);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('clears a field’s error as it is edited, leaving the others', async () => {
    const user = userEvent.setup();
    const { delivery } = renderForm();
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(field(delivery, 'Prénom'))).not.toBeNull());
    await user.type(field(delivery, 'Prénom'), 'Léa');
    expect(errorOf(field(delivery, 'Prénom'))).toBeNull();
    expect(errorOf(field(delivery, 'Nom'))).toBe('Veuillez saisir votre nom');
  });

  it('says what is wrong with a value, not only that it is missing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Adresse email/), 'lea@');
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(screen.getByLabelText(/^Adresse email/))).toBe('Veuillez entrer une adresse email valide'));
  });

  it('another country asks for its state where it has some, and no more once changed back', async () => {
    const user = userEvent.setup();
    const { delivery } = renderForm();
    expect(within(delivery).queryByLabelText(/^État \/ Province/)).toBeNull();
    await user.selectOptions(field(delivery, 'Pays'), 'US');
    const state = field(delivery, 'État \\/ Province') as HTMLSelectElement;
    expect(state.required).toBe(true);
    expect([...state.options].map((option) => option.textContent)).toEqual(expect.arrayContaining(['Californie', 'New York']));
    await user.click(continueButton());
    await waitFor(() => expect(errorOf(field(delivery, 'État \\/ Province'))).toBe('Veuillez choisir un État ou une province'));
    await user.selectOptions(field(delivery, 'Pays'), 'DE');
    expect(within(delivery).queryByLabelText(/^État \/ Province/)).toBeNull();
  });

  it('goes on with a complete address', async () => {
    const user = userEvent.setup();
    const { delivery, onDone } = renderForm();
    await user.type(screen.getByLabelText(/^Adresse email/), 'lea@example.fr');
    const typed: [string, string][] = [
      ['Prénom', 'Léa'],
      ['Nom', 'Martin'],
      ['Adresse', '8 rue de la Paix'],
      ['Code postal', '75002'],
      ['Ville', 'Paris'],
      ['Téléphone', '06 12 34 56 78'],
    ];
    for (const [label, value] of typed) fireEvent.change(field(delivery, label), { target: { value } });
    await user.click(continueButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({
      email: 'lea@example.fr',
      shipping: { firstName: 'Léa', lastName: 'Martin', country: 'FR', postcode: '75002', city: 'Paris' },
    });
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    const { delivery } = renderForm('EN');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorOf(field(delivery, 'First name'))).toBe('Please enter your first name'));
    expect(errorOf(field(delivery, 'City'))).toBe('Please enter your city');
  });
});
