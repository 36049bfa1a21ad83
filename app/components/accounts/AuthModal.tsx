import { useState } from "react";
import { useMessage } from "../../lib/intl.tsx";
import { Modal } from "../ui/Dialog.tsx";
import { AuthPanel, authTitle, FORM_STEP, type AuthMode, type AuthStep } from "./AuthPanel.tsx";

export interface AuthModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
}

/** The step the modal shows as it is drawn: each opening starts at the form, whatever the last one ended on. */
export function stepOnOpen(step: AuthStep, wasOpen: boolean, isOpen: boolean): AuthStep {
  return isOpen && !wasOpen ? FORM_STEP : step;
}

/**
 * The login modal the header's account button opens: the same form as /sign-in; focus is trapped in
 * it, Escape closes it and focus comes back to the button. Loaded on the first open.
 */
export default function AuthModal({ isOpen, onOpenChange, mode, onModeChange, onSignedIn }: AuthModalProps) {
  const t = useMessage();
  const [step, setStep] = useState<AuthStep>(FORM_STEP);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setStep(stepOnOpen(step, wasOpen, isOpen));
  }
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={authTitle(mode, step, t)} className="acc-modal">
      <AuthPanel
        key={mode}
        mode={mode}
        step={step}
        onStepChange={setStep}
        onModeChange={onModeChange}
        returnTo={typeof window === "undefined" ? null : `${window.location.pathname}${window.location.search}`}
        autoFocus
        onSignedIn={onSignedIn}
        onLeave={() => onOpenChange(false)}
      />
    </Modal>
  );
}
