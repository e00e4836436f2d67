import type { MessageGroup } from '../defineMessages';
import * as common from '../common.messages';
import * as Button from '../../Button/Button.messages';
import * as Link from '../../Link/Link.messages';
import * as Dialog from '../../Dialog/Dialog.messages';
import * as AlertDialog from '../../AlertDialog/AlertDialog.messages';
import * as DropdownMenu from '../../DropdownMenu/DropdownMenu.messages';
import * as ContextMenu from '../../ContextMenu/ContextMenu.messages';
import * as Accordion from '../../Accordion/Accordion.messages';
import * as Select from '../../Select/Select.messages';
import * as Tooltip from '../../Tooltip/Tooltip.messages';
import * as Toast from '../../Toast/Toast.messages';
import * as Tabs from '../../Tabs/Tabs.messages';
import * as Input from '../../Input/Input.messages';
import * as Textarea from '../../Textarea/Textarea.messages';
import * as FormField from '../../FormField/FormField.messages';
import * as Table from '../../Table/Table.messages';
import * as EmptyState from '../../EmptyState/EmptyState.messages';
import * as LoadingOverlay from '../../LoadingOverlay/LoadingOverlay.messages';
import * as TopBar from '../../TopBar/TopBar.messages';
import * as Footer from '../../Footer/Footer.messages';
import * as FeaturesDialog from '../../FeaturesDialog/FeaturesDialog.messages';
import * as TagsView from '../../TagsView/TagsView.messages';
import * as Sidebar from '../../Sidebar/Sidebar.messages';
import * as Upload from '../../Upload/Upload.messages';
import * as Pagination from '../../Pagination/Pagination.messages';
import * as VideoDialog from '../../VideoDialog/VideoDialog.messages';
import * as DriverTable from '../../DriverTable/DriverTable.messages';
import * as tableCells from '../../internal/tableCells.messages';
import * as ManualsTable from '../../ManualsTable/ManualsTable.messages';
import * as CompatibilityChart from '../../CompatibilityChart/CompatibilityChart.messages';
import * as Breadcrumb from '../../Breadcrumb/Breadcrumb.messages';
import * as HeaderSearch from '../../HeaderSearch/HeaderSearch.messages';
import * as SizeSelect from '../../SizeSelect/SizeSelect.messages';
import * as LanguageSelect from '../../LanguageSelect/LanguageSelect.messages';
import * as SettingsDrawer from '../../SettingsDrawer/SettingsDrawer.messages';

/** Every message group of the library; each component owns its group beside its source. */
export const messageGroups: ReadonlyArray<MessageGroup> = [
  common,
  Button,
  Link,
  Dialog,
  AlertDialog,
  DropdownMenu,
  ContextMenu,
  Accordion,
  Select,
  Tooltip,
  Toast,
  Tabs,
  Input,
  Textarea,
  FormField,
  Table,
  EmptyState,
  LoadingOverlay,
  TopBar,
  Footer,
  FeaturesDialog,
  TagsView,
  Sidebar,
  Upload,
  Pagination,
  DriverTable,
  tableCells,
  ManualsTable,
  CompatibilityChart,
  Breadcrumb,
  HeaderSearch,
  SizeSelect,
  LanguageSelect,
  SettingsDrawer,
  VideoDialog,
];
