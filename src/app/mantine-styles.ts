// Mantine's stylesheets for what every page may paint before its code runs (the layout and the
// pre-rendered public pages): Mantine's base, then each component's own, dependencies first.
// Screens painted only on the device (admin, account, sign-in, checkout, the assistant) and
// parts opened on demand (menu drawer, account menu, toasts) import theirs in their own
// modules, so their styles load with their code. tests/unit/app/mantine-styles.test.ts checks
// that every Mantine component the app uses has its stylesheets imported one way or the other.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Marquee.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Code.css';
