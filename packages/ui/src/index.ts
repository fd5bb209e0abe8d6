// The public API of @arpa/ui: named exports only, no `export *`. What is here is what a site needs: the
// theme, the components, their props and the types of the values they take and give, and the hooks of the
// providers. Domain rules and constants are @arpa/contract's; helpers only the components use live in
// src/private/ and are not exported (docs/ui.md). Consumers import '@arpa/ui/styles.css' once.
import './theme/global.css';

// Theme, layout primitives and formatting.
export { vars } from './theme/vars.css';
export { breakpoints, tokens } from './theme/tokens';
export type { Tokens } from './theme/tokens';
export { media } from './css/breakpoints';
export { Box } from './css/Box';
export type { BoxProps } from './css/Box';
export { formatMoney } from './format/formatMoney';
export { formatDate } from './format/formatDate';

// Page frame and layout.
export { PAGE_CONTENT_END_ID, PageShell } from './components/PageShell';
export type { PageShellProps } from './components/PageShell';
export { Header } from './components/Header';
export type { HeaderNavItem, HeaderProps, HeaderSession } from './components/Header';
export { MobileDrawer } from './components/MobileDrawer';
export type { MobileDrawerLabels, MobileDrawerProps } from './components/MobileDrawer';
export { Footer } from './components/Footer';
export type { FooterLink, FooterProps } from './components/Footer';
export { Stack } from './components/Stack';
export type { StackProps, StackSpace } from './components/Stack';
export { Tiles } from './components/Tiles';
export type { TilesColumnCount, TilesColumns, TilesProps, TilesSpace } from './components/Tiles';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { Panel } from './components/Panel';
export type { PanelProps } from './components/Panel';
export { Slides } from './components/Slides';
export type { Slide, SlidesProps } from './components/Slides';
export { Dialog } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { Spinner } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { StatusBadge } from './components/StatusBadge';
export type { StatusBadgeProps, StatusBadgeStatus } from './components/StatusBadge';

// Buttons and links; the app injects its router's link once with LinkComponentProvider.
export { Button, ButtonLink } from './components/Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Link, LinkComponentProvider, useLinkComponent } from './components/Link';
export type {
  LinkComponent,
  LinkComponentProps,
  LinkComponentProviderProps,
  LinkProps,
  LinkTone,
} from './components/Link';

// Feedback.
export { ToastProvider, useToast } from './components/Toast';
export type { ToastApi, ToastProviderProps } from './components/Toast';
export { CookieConsent } from './components/CookieConsent';
export type { CookieChoice, CookieConsentProps } from './components/CookieConsent';
export { HelpWidget } from './components/HelpWidget';
export type { HelpWidgetProps } from './components/HelpWidget';

// Form fields and forms.
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { FieldMessage } from './components/FieldMessage';
export type { FieldMessageProps, FieldMessageTone } from './components/FieldMessage';
export { RadioTiles } from './components/RadioTiles';
export type { RadioTileOption, RadioTilesProps } from './components/RadioTiles';
export { TripleCodeInput } from './components/TripleCodeInput';
export type { TripleCodeInputProps } from './components/TripleCodeInput';
export { CodeEntryForm } from './components/CodeEntryForm';
export type {
  CodeEntryFormProps,
  CodeEntryLottery,
  CodeEntryPrompts,
  CodeEntryValues,
} from './components/CodeEntryForm';
export { ContactForm } from './components/ContactForm';
export type {
  ContactDefaultValues,
  ContactFormMode,
  ContactFormProps,
  ContactFormTexts,
  ContactRefusal,
  ContactValues,
} from './components/ContactForm';
export { GiftCodeForm } from './components/GiftCodeForm';
export type { GiftCodeFormProps, GiftCodeFormTexts, GiftCodeValues } from './components/GiftCodeForm';
export { PasswordChangeForm } from './components/PasswordChangeForm';
export type {
  PasswordChangeFormProps,
  PasswordChangeFormTexts,
  PasswordChangeRefusal,
  PasswordChangeValues,
} from './components/PasswordChangeForm';

// Claims.
export { PrizeResult } from './components/PrizeResult';
export type {
  PrizeOutcome,
  PrizeResultPrize,
  PrizeResultProduct,
  PrizeResultProps,
  PrizeResultTexts,
} from './components/PrizeResult';
export { LotteryCard } from './components/LotteryCard';
export type { LotteryCardLottery, LotteryCardProps } from './components/LotteryCard';
export { ExtraDrawInfo } from './components/ExtraDrawInfo';
export type {
  DrawResultInfo,
  ExtraDrawInfoProps,
  ExtraDrawPrizeInfo,
  UpcomingDrawInfo,
} from './components/ExtraDrawInfo';

// Shop and cart.
export { CategoryTabs } from './components/CategoryTabs';
export type { CategoryTab, CategoryTabsProps } from './components/CategoryTabs';
export { ProductCard } from './components/ProductCard';
export type { ProductCardProps } from './components/ProductCard';
export { ProductGallery } from './components/ProductGallery';
export type { GalleryImage, ProductGalleryProps } from './components/ProductGallery';
export { VariationSelect } from './components/VariationSelect';
export type { VariationSelectProps } from './components/VariationSelect';
export { Pager } from './components/Pager';
export type { PagerProps } from './components/Pager';
export { EmptyCart } from './components/EmptyCart';
export type { EmptyCartProps } from './components/EmptyCart';
export { CartLine } from './components/CartLine';
export type { CartLineProps, CartLineTexts } from './components/CartLine';
export { WizardStepper, cartWizardSteps } from './components/WizardStepper';
export type { WizardStepState, WizardStepperProps } from './components/WizardStepper';
export { WizardFrame } from './components/WizardFrame';
export type { WizardFrameProps } from './components/WizardFrame';

// Account, balance and payments.
export { PagedList } from './components/PagedList';
export type { PagedListProps } from './components/PagedList';
export { AccountBalances } from './components/AccountBalances';
export type {
  AccountBalancesLabels,
  AccountBalancesProps,
  BalanceAccount,
} from './components/AccountBalances';
export { BalanceBar } from './components/BalanceBar';
export type { BalanceBarProps } from './components/BalanceBar';
export { DepositForm } from './components/DepositForm';
export type { DepositFormProps, DepositFormTexts, DepositValues } from './components/DepositForm';
export { BankPicker } from './components/BankPicker';
export type { BankPickerProps } from './components/BankPicker';
export { StrongAuthBox } from './components/StrongAuthBox';
export type { StrongAuthBoxProps, StrongAuthBoxTexts, StrongIdentity } from './components/StrongAuthBox';

// Playable tickets.
export { GameFrame } from './components/GameFrame';
export type { GameFrameProps } from './components/GameFrame';
export { BundleStatus } from './components/BundleStatus';
export type { BundleStatusProps, BundleStatusState } from './components/BundleStatus';
export { Countdown } from './components/Countdown';
export type { CountdownProps } from './components/Countdown';

// Player protection.
export { LimitsForm } from './components/LimitsForm';
export type {
  DefaultLimitValue,
  LimitChange,
  LimitsFormProps,
  LimitsFormTexts,
  LimitState,
} from './components/LimitsForm';
export { PlayPause } from './components/PlayPause';
export type { PlayPauseProps, PlayPauseTexts } from './components/PlayPause';
export { QuickStop } from './components/QuickStop';
export type { QuickStopProps, QuickStopTexts } from './components/QuickStop';
export { SelfExclusion } from './components/SelfExclusion';
export type {
  SelfExclusionLength,
  SelfExclusionProps,
  SelfExclusionState,
  SelfExclusionTexts,
} from './components/SelfExclusion';
export { SelfAssessment } from './components/SelfAssessment';
export type { SelfAssessmentProps, SelfAssessmentTexts } from './components/SelfAssessment';
export { PendingLimitRaises } from './components/PendingLimitRaises';
export type {
  PendingLimitRaisesProps,
  PendingLimitRaisesTexts,
  PendingRaise,
} from './components/PendingLimitRaises';
export { SpendingSummary } from './components/SpendingSummary';
export type {
  SpendingSummaryProps,
  SpendingSummaryTexts,
  SpendingTotalsValue,
} from './components/SpendingSummary';
export { PELUURI_PHONE, PELUURI_URL, PlayResponsibly } from './components/PlayResponsibly';
export type { PlayResponsiblyProps, PlayResponsiblyTexts } from './components/PlayResponsibly';
export { RealityCheck } from './components/RealityCheck';
export type { RealityCheckProps, RealityCheckTexts } from './components/RealityCheck';
export { PlaySessionBar } from './components/PlaySessionBar';
export type { PlaySessionBarProps, PlaySessionBarTexts } from './components/PlaySessionBar';
