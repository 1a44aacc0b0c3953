import type { ContentPage } from "../page-content";

export const refundPolicy: ContentPage = {
  slug: "refund-policy",
  title: "Refund Policy",
  subtitle: "How cancellations, returns and refunds work for anything you buy from Momentum.",
  emoji: "💸",
  description:
    "How to cancel an order within 14 days, which goods can be returned, who pays return shipping, and how and when refunds are paid.",
  updated: "June 2024",
  sections: [
    {
      id: "nothing-for-sale-yet",
      heading: "Nothing for sale yet",
      blocks: [
        {
          type: "p",
          text: "To be upfront: Momentum does not sell anything yet. There is no checkout, and pricing is not yet offered. The habit tracker is free to use, and the Premium features can be tried with the demo account. Coins you earn in the app are game rewards, not money. They cannot be bought, sold or refunded.",
        },
        {
          type: "p",
          text: "We publish this policy now so that you know in advance the rules that will apply once we do sell something, such as merchandise. If we later offer paid plans, we will state their billing and cancellation terms clearly before you pay. Those terms will never give you less than the rights below, or than the law where you live gives you.",
        },
      ],
    },
    {
      id: "definitions",
      heading: "Definitions",
      blocks: [
        { type: "p", text: "In this policy, these words have the following meanings:" },
        {
          type: "list",
          items: [
            '"We", "us" and "our" mean the Momentum team, which runs the Service. The team is not yet a legally incorporated company.',
            '"Goods" means the items offered for sale through the Service.',
            '"Order" means a request by you to buy Goods from us.',
            '"Service" means the Momentum website and web app.',
            '"You" means the person using the Service or placing an Order, or the company or other legal entity on whose behalf that person acts.',
          ],
        },
      ],
    },
    {
      id: "your-order-cancellation-rights",
      heading: "Your Order Cancellation Rights",
      blocks: [
        {
          type: "p",
          text: "You may cancel an Order within 14 days without giving any reason. The 14 days run from the day you, or a third party you name other than the carrier, receive the Goods.",
        },
        {
          type: "p",
          text: "To use this right, tell us clearly that you want to cancel, through one of the contact channels listed on our Company page. Please include your name, what you ordered and when, so we can find your Order quickly.",
        },
        { type: "link", text: "Contact channels on the Company page", href: "/legal/company" },
        {
          type: "p",
          text: "We will reimburse you no later than 14 days from the day we receive the returned Goods. We use the same means of payment that you used for the Order, and you will not pay any fee for the reimbursement.",
        },
      ],
    },
    {
      id: "conditions-for-returns",
      heading: "Conditions for Returns",
      blocks: [
        { type: "p", text: "For Goods to be eligible for a refund, all of these must be true:" },
        {
          type: "list",
          items: [
            "The Goods were bought in the last 14 days.",
            "The Goods are in their original packaging.",
            "The Goods were sold at their regular price.",
          ],
        },
        {
          type: "p",
          text: "Only regular-priced Goods can be refunded. Goods bought on sale, with a discount code or at any other reduced price cannot be refunded, unless the law where you live says otherwise.",
        },
        { type: "p", text: "The following Goods cannot be returned:" },
        {
          type: "list",
          items: [
            "Goods made to your specifications or clearly personalised for you.",
            "Goods that by their nature cannot be returned, spoil quickly, or have passed their expiry date.",
            "Goods that are not suitable for return for health or hygiene reasons and whose seal was broken after delivery.",
            "Goods that, after delivery, have become inseparably mixed with other items.",
          ],
        },
        {
          type: "p",
          text: "We may refuse a return that does not meet these conditions, at our reasonable discretion.",
        },
      ],
    },
    {
      id: "returning-goods",
      heading: "Returning Goods",
      blocks: [
        {
          type: "p",
          text: "You are responsible for the cost and risk of returning the Goods to us; we do not pay for return shipping. Before you send anything, contact us and we will give you the return address.",
        },
        {
          type: "p",
          text: "We cannot be held responsible for Goods that are damaged or lost on the way back to us. We recommend an insured, trackable mail service. Keep the proof of shipping, because we cannot issue a refund without receiving the Goods or proof that they were delivered to us.",
        },
      ],
    },
    {
      id: "gifts",
      heading: "Gifts",
      blocks: [
        {
          type: "p",
          text: "If the Goods were marked as a gift when bought and then sent directly to you, you will receive a gift credit for the value of your return. Once we receive the returned Goods, we will send you the credit.",
        },
        {
          type: "p",
          text: "If the Goods were not marked as a gift when bought, or the person who gave them had the Order shipped to themselves to give to you later, we will send the refund to the person who bought them.",
        },
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      blocks: [
        {
          type: "p",
          text: "If you have a question about this policy or about an Order, reach us through one of the channels on the Company page.",
        },
        { type: "link", text: "Company and contact channels", href: "/legal/company" },
      ],
    },
  ],
};
