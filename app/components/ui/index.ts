export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonVariant } from "./Button.tsx";
export { Modal, type ModalProps } from "./Dialog.tsx";
export { Price, useFormatMoney, type PriceProps } from "./Price.tsx";
export { Image, type ImageProps } from "./Image.tsx";
export { Breadcrumbs, type Crumb } from "./Breadcrumbs.tsx";
export { Spinner } from "./Spinner.tsx";
export { StoreLink } from "./StoreLink.tsx";
export { RichText } from "./RichText.tsx";
