// One handler for every call of the contract; the type makes a missing or misspelt call a compile error.
// (HANDLERS, not routes: the page routes are src/domain/routing/routes.ts.)
import { assignAccount, createAccount, getAccount, searchAccount, updateAccount } from './person-routes.ts';
import type { Handlers } from './context.ts';
import {
  cancelDeliveryChange,
  editDeliveryChange,
  getComplaints,
  getDelivery,
  registerDeliveryChange,
  submitComplaint,
} from './delivery-routes.ts';
import { activateStudent, activateStudentSubscription, registerStudent, studentEmail } from './student-routes.ts';
import { getInvoice, getInvoices, payInvoice, verifyInvoicePayment } from './payment-invoice-routes.ts';
import {
  addDiscount,
  changeCard,
  changePaymentMethod,
  getDiscountDetails,
  getPaymentMethod,
  verifyCard,
  verifyPaymentMethod,
} from './payment-routes.ts';
import { complaintCodes, segmentMessage } from './service-routes.ts';
import {
  declineInvitation,
  getBusiness,
  getFamily,
  getInvitation,
  inviteEmployees,
  inviteFamilyMember,
  leaveFamily,
  removeEmployees,
  removeFamilyMember,
  resendFamilyInvitation,
  verify,
  withdrawFamilyInvitation,
} from './sharing-routes.ts';
import { handleCode, handleLoginToken, loginToken, logout, retrieveTitleCode, title } from './session-routes.ts';
import { offering } from './purchase-offering-routes.ts';
import { completeOrder, createOrder, pendingOrders } from './purchase-routes.ts';
import {
  cancelPlanChange,
  changePlan,
  deleteSubscription,
  getSubscription,
  reactivateSubscription,
} from './subscription-routes.ts';
import { getConsents, saveConsents } from './privacy-routes.ts';

export const HANDLERS: Handlers = {
  title,
  complaintCodes,
  getAccount,
  assignAccount,
  updateAccount,
  createAccount,
  searchAccount,
  segmentMessage,
  verify,
  getInvitation,
  declineInvitation,
  getSubscription,
  reactivateSubscription,
  changeCard,
  changePaymentMethod,
  deleteSubscription,
  addDiscount,
  getDiscountDetails,
  studentEmail,
  activateStudentSubscription,
  registerStudent,
  activateStudent,
  retrieveTitleCode,
  loginToken,
  logout,
  handleCode,
  handleLoginToken,
  offering,
  changePlan,
  cancelPlanChange,
  createOrder,
  completeOrder,
  pendingOrders,
  getPaymentMethod,
  verifyPaymentMethod,
  verifyCard,
  getInvoices,
  getInvoice,
  payInvoice,
  verifyInvoicePayment,
  getDelivery,
  getComplaints,
  registerDeliveryChange,
  editDeliveryChange,
  cancelDeliveryChange,
  submitComplaint,
  getFamily,
  inviteFamilyMember,
  withdrawFamilyInvitation,
  removeFamilyMember,
  resendFamilyInvitation,
  leaveFamily,
  getBusiness,
  inviteEmployees,
  removeEmployees,
  getConsents,
  saveConsents,
};
