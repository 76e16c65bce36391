import { lazy, useState } from 'react';
import type { CodeData } from '@shop/contracts/access';
import { ValidateEmailStep } from './validate-email-step';
import { WelcomeBackStep } from './welcome-back-step';

// Registration brings the checkbox and the terms: loaded only for a new customer.
const RegisterStep = lazy(() => import('./register-step').then((m) => ({ default: m.RegisterStep })));

type Step = { name: 'validate-email' } | { name: 'login'; email: string } | { name: 'register'; email: string };

/**
 * After a valid code: 1 validate the e-mail, then 2 sign in (the user exists) or 3 register.
 * 'Go back' returns to step 1 with the e-mail kept, and from step 1 to the code entry (`onExit`).
 */
export function LoginOrRegisterFlow({ codeData, focus = false, onExit }: { codeData: CodeData; focus?: boolean; onExit: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'validate-email' });
  const [email, setEmail] = useState('');
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setStep(next);
    setMoved(true);
  };
  const back = () => go({ name: 'validate-email' });

  switch (step.name) {
    case 'validate-email':
      return (
        <ValidateEmailStep
          subjectName={codeData.name}
          defaultEmail={email}
          focus={focus || moved}
          onBack={onExit}
          onChecked={(checked, exists) => {
            setEmail(checked);
            go({ name: exists ? 'login' : 'register', email: checked });
          }}
        />
      );
    case 'login':
      return <WelcomeBackStep email={step.email} focus onBack={back} />;
    case 'register':
      return <RegisterStep email={step.email} codeData={codeData} focus onBack={back} />;
  }
}
