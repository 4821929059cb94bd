// The privacy policy (spec point 1), written for Twentyfour as it is built: what it stores, which
// services it hands data to (identity provider, Stripe, Pushover) and the rights people have.
import type { LegalText } from './legal'
import { PRODUCT_NAME } from './site'

export const PRIVACY_POLICY_EFFECTIVE = { text: 'April 19, 2020', iso: '2020-04-19' }

/**
 * What happens to deleted data in backups (issue 30): it stays only in the backups taken before the deletion, until
 * they expire; `backupRetentionDays` is BACKUP_KEEP backups at BACKUP_INTERVAL (14 daily backups: 14 days), null when
 * this instance takes no backups.
 */
export function deletedDataInBackups(backupRetentionDays: number | null) {
	if (backupRetentionDays === null) return 'This service keeps no backup copies of its database, so deleted data is gone at once.'
	const days = `${backupRetentionDays} ${backupRetentionDays === 1 ? 'day' : 'days'}`
	return `Deleted data is gone from the service at once. It remains only in the backup copies of our database taken before the deletion, which we keep for ${days} to recover from a failure, and then delete.`
}

export function privacyPolicy({ supportEmail, backupRetentionDays }: { supportEmail: string; backupRetentionDays: number | null }): LegalText {
	return {
		title: `${PRODUCT_NAME} Privacy Policy`,
		effective: PRIVACY_POLICY_EFFECTIVE,
		intro: [
			`Your privacy is important to us. This policy explains what personal information ${PRODUCT_NAME} collects when you use its website and web application, why, who it is shared with, and the choices and rights you have. It applies to everyone who visits the public pages or signs up for an account.`,
			`In this policy "${PRODUCT_NAME}", "we" and "us" mean the operator of this ${PRODUCT_NAME} service, whom you can reach at ${supportEmail}.`,
		],
		sections: [
			{
				id: 'information-we-collect',
				heading: 'Information we collect',
				blocks: [
					{
						p: 'We collect information you give us directly (for example when you enroll, add tasks or write to support), and a small amount of information that your browser sends automatically. We collect only what we need to run the service.',
					},
				],
			},
			{
				id: 'log-data',
				heading: 'Log data',
				blocks: [
					{
						p: 'When you visit, our servers may record the standard data your web browser sends with each request: your device\u2019s IP address, the browser\u2019s type and version, the pages you visit, the time and date of your visit, and technical details about errors. We use this data to keep the service running and secure, for example to limit repeated sign-in attempts, and not to build a profile of you.',
					},
				],
			},
			{
				id: 'device-data',
				heading: 'Device data',
				blocks: [
					{
						p: 'We do not collect data about your device in the background. When something goes wrong, the error page shows your browser and screen details so that you can choose to include them when you contact support. Reminders go to the device you registered with our push notification provider, which knows that device; we store only the user key you give us.',
					},
				],
			},
			{
				id: 'personal-data',
				heading: 'Personal data',
				blocks: [
					{ p: 'When you sign up and use the service, we may ask for and store:' },
					{
						list: [
							'your email address, first name, last name and preferred name, and the profile picture your identity provider supplies;',
							'your timezone and country, so that "today" and "this week" mean your day and week;',
							'how you heard about us and any referral code you enter;',
							'your subscription tier and plan, and the identifiers our payment processor gives your customer record and subscription (never your card number, which goes straight to the payment processor);',
							'your push notification user key and quiet-hours choice, if you turn on reminders;',
							'the content you create: tasks, notes, folders, contexts, filters, preferences and templates.',
						],
					},
				],
			},
			{
				id: 'legal-bases',
				heading: 'Legal bases for processing',
				blocks: [
					{
						p: 'We process your personal information lawfully, fairly and transparently. Where the law of your country (for example the EU and UK General Data Protection Regulation) requires a legal basis, we rely on one or more of these:',
					},
					{
						terms: [
							{
								term: 'Contract',
								text: 'processing that is necessary to provide the service you signed up for, such as storing your tasks, sending the reminders you set and billing an Early Patron plan.',
							},
							{
								term: 'Consent',
								text: 'where you have agreed to a specific use, such as accepting this policy at enrollment. You can withdraw consent at any time; withdrawing does not affect processing that already took place.',
							},
							{
								term: 'Legitimate interests',
								text: 'keeping the service secure and reliable and answering your questions, where these interests are not overridden by your rights.',
							},
							{
								term: 'Legal obligation',
								text: 'keeping records such as invoices for as long as tax and accounting law requires.',
							},
						],
					},
				],
			},
			{
				id: 'use-of-information',
				heading: 'How we use your information',
				blocks: [
					{
						list: [
							'to create and maintain your account and sign you in;',
							'to store, list, filter, chart and remind you of your tasks;',
							'to process payments for Early Patron plans and send invoices;',
							'to answer your messages to support;',
							'to protect the service, our users and ourselves from abuse, fraud and security threats;',
							'to tell you about changes to the service or to this policy.',
						],
					},
					{ p: 'We do not sell your personal information, and we do not use it for advertising.' },
				],
			},
			{
				id: 'disclosure',
				heading: 'Disclosure of personal information to third parties',
				blocks: [
					{ p: 'We disclose personal information only to these parties, and only as far as they need it:' },
					{
						list: [
							'our identity provider, which checks your email address and password when you sign in (the one built into Twentyfour, or an external OpenID Connect provider such as Auth0 where the service is configured to use one);',
							'our payment processor, Stripe, which receives your card details and billing information when you buy an Early Patron plan;',
							'our push notification provider, Pushover, which receives your user key and the title and time of each task reminder;',
							'the companies that host our servers and store our backups;',
							'courts, regulators and law enforcement, when the law requires it or to protect our rights;',
							'a buyer or successor, as described under Business transfers.',
						],
					},
					{
						p: 'Templates you publish to the public gallery are visible to every user, together with the display name you chose. Everything else you create stays private to your account.',
					},
				],
			},
			{
				id: 'international-transfers',
				heading: 'International transfers of personal information',
				blocks: [
					{
						p: 'The personal information we collect may be stored and processed in the United States, or in any other country where we or our service providers keep facilities. Stripe and Pushover process data in the United States, and so does Auth0 when it is our identity provider.',
					},
					{
						p: 'If you are in the European Economic Area (EEA), the United Kingdom or Switzerland, this means your information is transferred outside the EEA. We transfer it only where the destination has been found to protect personal data adequately (including through the EU-U.S. Data Privacy Framework) or under standard contractual clauses approved by the European Commission, and you can ask us for a copy of those safeguards.',
					},
				],
			},
			{
				id: 'your-rights',
				heading: 'Your rights and controlling your personal information',
				blocks: [
					{
						p: `You can exercise any of these rights by writing to ${supportEmail}. We answer within one month, and we may ask you to confirm your identity first.`,
					},
					{
						terms: [
							{
								term: 'Choice',
								text: 'by giving us personal information you understand we will collect, hold and use it as this policy describes. You may decline to give us information, but some features may then not work.',
							},
							{
								term: 'Restrict',
								text: 'you may ask us to restrict how we use your personal information, for example while we check a correction you asked for.',
							},
							{
								term: 'Access and data portability',
								text: 'you may ask for a copy of the personal information we hold about you, and we will provide your account details and your tasks in CSV format, so that you can take them to another service.',
							},
							{
								term: 'Erase',
								text: `you may delete your tasks, folders, contexts and preferences with Delete Data, or your whole account with Delete Account, both in the Danger Zone of your profile; or ask us to erase what we hold. We keep only what the law obliges us to keep, such as invoices. ${deletedDataInBackups(backupRetentionDays)}`,
							},
							{
								term: 'Correct',
								text: 'you may correct your personal details in your profile at any time, or ask us to correct anything you cannot change yourself.',
							},
							{
								term: 'Complain',
								text: 'if you believe we have breached a data protection law, contact us first and we will investigate and answer in writing. You also have the right to complain to your local data protection authority.',
							},
							{
								term: 'Unsubscribe',
								text: 'you may unsubscribe from any email we send about the service, other than messages about your account and payments that we must send, by using the link in the email or by writing to us. Reminders stop when you set a task\u2019s reminder to Never or remove your push notification key.',
							},
						],
					},
				],
			},
			{
				id: 'retention-and-security',
				heading: 'How long we keep it, and how we protect it',
				blocks: [
					{
						p: `We keep your personal information for as long as your account exists, and delete it when you delete your account, apart from records the law requires us to keep. ${deletedDataInBackups(backupRetentionDays)} Sessions expire on their own. We protect what we store with access controls, encrypted connections where the service is reached over HTTPS, and signed cookies, but no method of transmission or storage is completely secure, and we cannot guarantee absolute security.`,
					},
				],
			},
			{
				id: 'cookies',
				heading: 'Use of cookies',
				blocks: [
					{
						p: 'A cookie is a small piece of data a website stores in your browser. We use only the cookies the service needs to work:',
					},
					{
						list: [
							'a session cookie that keeps you signed in;',
							'a short-lived cookie that remembers the page to return to after you sign in, and one that carries a one-time message to the next page;',
							'a cookie that remembers, for 30 days, that you have seen our notice about cookies;',
							'the identity provider\u2019s own cookies for its sign-in session.',
						],
					},
					{ p: 'We use no advertising or tracking cookies. If you block cookies in your browser, you will not be able to sign in.' },
				],
			},
			{
				id: 'business-transfers',
				heading: 'Business transfers',
				blocks: [
					{
						p: `If ${PRODUCT_NAME} or its assets are acquired, merged with another business, or, in the unlikely event, go out of business or into bankruptcy, the personal information we hold would be among the assets transferred to the buyer or successor. You acknowledge that such transfers may occur, and that the successor may go on using your personal information as this policy describes.`,
					},
				],
			},
			{
				id: 'children',
				heading: 'Children\u2019s privacy',
				blocks: [
					{
						p: `${PRODUCT_NAME} is not directed at children under 16. If you are under 16, you may use it only with the permission of a parent or legal guardian. If we learn that we hold personal information of a child under 16 without that permission, we will delete it; a parent or guardian can ask us to do so at ${supportEmail}.`,
					},
				],
			},
			{
				id: 'links',
				heading: 'Limits of our policy',
				blocks: [
					{
						p: 'Our website may link to sites we do not operate. We have no control over their content and policies and cannot accept responsibility for their privacy practices.',
					},
				],
			},
			{
				id: 'changes',
				heading: 'Changes to this policy',
				blocks: [
					{
						p: 'We may change this policy to reflect changes to the service, to the law or to our practices. We will post the new version on this page with its effective date. If a change is significant, we will tell you when you next sign in and ask you to read and accept the new policy again before you go on using the service.',
					},
				],
			},
			{
				id: 'contact',
				heading: 'Contact us',
				blocks: [{ p: `For any question about your privacy or this policy, write to ${supportEmail}.` }],
			},
		],
	}
}
