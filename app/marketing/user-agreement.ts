// The user agreement, titled Terms of Service (spec point 1). The governing state comes from configuration.
import type { LegalText } from './legal'
import { PRODUCT_NAME } from './site'

export function userAgreement({ governingState, supportEmail }: { governingState: string; supportEmail: string }): LegalText {
	return {
		title: 'Terms of Service',
		intro: [
			`These terms govern your use of ${PRODUCT_NAME}, its website and its web application. Please read them carefully: by signing up or using ${PRODUCT_NAME} you agree to them.`,
		],
		sections: [
			{
				id: 'terms',
				heading: '1. Terms',
				blocks: [
					{
						p: `By accessing ${PRODUCT_NAME} you agree to be bound by these terms of service and all applicable laws and regulations, and you agree that you are responsible for complying with any applicable local laws. If you do not agree with any of these terms, you may not use or access ${PRODUCT_NAME}. The materials of ${PRODUCT_NAME} are protected by applicable copyright and trademark law.`,
					},
				],
			},
			{
				id: 'use-license',
				heading: '2. Use license',
				blocks: [
					{
						p: `We grant you a personal, non-exclusive, non-transferable license to use ${PRODUCT_NAME} for your own personal, non-commercial purposes. This is the grant of a license, not a transfer of title, and under it you may not:`,
					},
					{
						list: [
							`use ${PRODUCT_NAME} or its materials for any commercial purpose, or for any public display, commercial or non-commercial;`,
							'copy, modify or resell the materials of the website, except your own content;',
							'remove any copyright or other proprietary notations from the materials;',
							'transfer your account or the materials to another person;',
							'try to reach other people\u2019s data, to break or overload the service, or to get around its limits.',
						],
					},
					{
						p: 'This license ends automatically if you breach any of these restrictions, and we may end it at any time. When it ends, you must stop using the service and destroy any materials of it in your possession, except your own content.',
					},
				],
			},
			{
				id: 'text-messages',
				heading: '3. Text messages',
				blocks: [
					{
						p: `If you give us a mobile phone number, you agree that ${PRODUCT_NAME} may send text messages (SMS) to that number about your account and your tasks. Your mobile carrier\u2019s standard message and data charges apply, and they are yours to pay. You can stop these messages by removing the number from your account or by writing to ${supportEmail}.`,
					},
				],
			},
			{
				id: 'your-content',
				heading: '4. Your content and templates',
				blocks: [
					{
						p: 'You own the tasks, notes and templates you create. We store and process them only to provide the service to you.',
					},
					{
						p: `When you publish a template to the public gallery, you grant ${PRODUCT_NAME} and all of its users a free, unrestricted, perpetual license to use and modify that template. Deleting the template from your personal gallery does not withdraw the published copy. Publish only what you have the right to share.`,
					},
				],
			},
			{
				id: 'disclaimer',
				heading: '5. Disclaimer',
				blocks: [
					{
						p: `${PRODUCT_NAME} and its materials are provided "as is". We make no warranties, expressed or implied, and hereby disclaim and negate all other warranties, including without limitation implied warranties or conditions of merchantability, fitness for a particular purpose, and non-infringement of intellectual property or other violation of rights.`,
					},
					{
						p: `We do not warrant or make any representations about the accuracy, likely results or reliability of the use of ${PRODUCT_NAME}, that it will be available without interruption, or that a reminder will be delivered at a particular time. Keep your own copy of anything you cannot afford to lose.`,
					},
				],
			},
			{
				id: 'limitations',
				heading: '6. Limitations',
				blocks: [
					{
						p: `In no event shall ${PRODUCT_NAME} or its suppliers be liable for any damages (including, without limitation, damages for loss of data or profit, or due to business interruption) arising out of the use or inability to use ${PRODUCT_NAME}, even if we or an authorized representative have been notified orally or in writing of the possibility of such damage. Because some jurisdictions do not allow limitations on implied warranties, or limitations of liability for consequential or incidental damages, these limitations may not apply to you.`,
					},
				],
			},
			{
				id: 'accuracy',
				heading: '7. Accuracy of materials',
				blocks: [
					{
						p: `The materials appearing on ${PRODUCT_NAME} could include technical, typographical or photographic errors. We do not warrant that any of the materials are accurate, complete or current. We may make changes to the materials at any time without notice, but we make no commitment to update them.`,
					},
				],
			},
			{
				id: 'links',
				heading: '8. Links',
				blocks: [
					{
						p: `We have not reviewed all of the sites linked to from ${PRODUCT_NAME}, including links in public templates, and are not responsible for their contents. A link does not imply our endorsement of the site. Use of any linked website is at your own risk.`,
					},
				],
			},
			{
				id: 'modifications',
				heading: '9. Modifications',
				blocks: [
					{
						p: 'We may revise these terms of service at any time without notice. By using the service you agree to be bound by the then current version of these terms.',
					},
				],
			},
			{
				id: 'governing-law',
				heading: '10. Governing law',
				blocks: [
					{
						p: `These terms are governed by and construed in accordance with the laws of the State of ${governingState}, United States of America, and you irrevocably submit to the exclusive jurisdiction of the courts in that State.`,
					},
				],
			},
			{
				id: 'contact',
				heading: '11. Contact',
				blocks: [{ p: `Questions about these terms: write to ${supportEmail}.` }],
			},
		],
	}
}
