/** What the security page gives each "add a factor" dialog. */
export interface EnrolmentDialogProps {
  open: boolean;
  onClose: () => void;
  /** The recovery codes a first factor brings (shown once), or null. */
  onRecoveryCodes: (codes: string[] | null) => void;
}
