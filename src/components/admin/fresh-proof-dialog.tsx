import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { beginIdentityProof, proveIdentity } from '../../api/generated/backend/endpoints/auth/auth';
import { auth } from '../../lib/auth';
import { freshProof, useFreshProofOpen } from '../../lib/fresh-proof';
import { describeFailure } from '../../lib/failure';
import { Modal } from '../modal';
import { LoadingState } from '../query-states';
import { SecondFactorForm, type SecondFactorAnswer } from './second-factor-form';
import { Button } from './button';
import { ModalCloseButton } from './modal-close-button';

const FRESH_PROOF_TEXTS = {
  title: 'Kimliğinizi doğrulayın',
  description:
    'Bu işlem için son 5 dakika içinde kimliğinizi doğrulamış olmanız gerekiyor. Şifrenizle ya da ikinci doğrulama yönteminizle doğrulayın; işlem ardından kendiliğinden tamamlanır.',
  loadFailed: 'Doğrulama yöntemleri alınamadı.',
} as const;

/** A wrong answer is the answer itself, not a session that ended: no sign-in dialog over this. */
const PROOF_REQUEST = { askToSignIn: false } as const;

let openings = 0;

/** The ways to prove, asked for each time the dialog opens (a ticket answers once). */
function ProofChoices() {
  const [opening] = useState(() => (openings += 1));
  const challenge = useQuery({
    queryKey: ['identity-proof', opening],
    queryFn: async () => (await beginIdentityProof(PROOF_REQUEST)).data,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const prove = async (answer: SecondFactorAnswer) => {
    const ticket = challenge.data?.ticket;
    try {
      const reply = await proveIdentity(
        'password' in answer ? answer : { ticket, ...answer },
        PROOF_REQUEST,
      );
      auth.signIn(reply.data.token);
      freshProof.complete();
    } catch (error) {
      // The next try gets a new ticket (the form, and the refusal it shows, stay as they are).
      if (!('password' in answer)) void challenge.refetch();
      throw error;
    }
  };

  if (challenge.isError)
    return (
      <div
        role="alert"
        className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
      >
        <p className="font-semibold">{FRESH_PROOF_TEXTS.loadFailed}</p>
        <p className="text-small">
          {describeFailure(challenge.error, FRESH_PROOF_TEXTS.loadFailed)?.detail}
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void challenge.refetch()}>
          Tekrar Dene
        </Button>
      </div>
    );
  if (!challenge.data)
    return <LoadingState text="Doğrulama yöntemleri yükleniyor..." className="py-6" />;
  const { methods, passkeyOptions } = challenge.data;
  return (
    <SecondFactorForm
      id="fresh-proof"
      methods={methods.includes('password') ? methods : ['password', ...methods]}
      passkeyOptions={passkeyOptions}
      submitLabel="Doğrula ve Devam Et"
      onAnswer={prove}
    />
  );
}

/**
 * 'Kimliğinizi doğrulayın' (issue 23 section 1): opens when the server refuses a sensitive action
 * for want of a fresh proof; the password or a second factor gives this session a new token, and
 * the refused action is sent again (src/api/create-client.ts), nothing typed lost.
 */
export function FreshProofDialog() {
  const open = useFreshProofOpen();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) freshProof.cancel();
      }}
      title={FRESH_PROOF_TEXTS.title}
      description={FRESH_PROOF_TEXTS.description}
      size="md"
      variant="compact"
      layer="top"
    >
      {open ? <ProofChoices /> : null}
      <div className="mt-3 flex justify-end">
        <ModalCloseButton variant="secondary">Vazgeç</ModalCloseButton>
      </div>
    </Modal>
  );
}
