//! Branded email templates with plain-text and HTML parts. Pure functions.

/// The parts of an agency's brand an email shows.
#[derive(Debug, Clone)]
pub struct MailBrand {
    pub name: String,
    pub sender_name: String,
    pub primary_color: String,
    /// Only http(s) logos are shown: mail clients block data URLs.
    pub logo_url: Option<String>,
    pub support_email: Option<String>,
}

impl MailBrand {
    pub fn platform() -> Self {
        Self {
            name: "Canopy".into(),
            sender_name: "Canopy".into(),
            primary_color: "#1e5b4f".into(),
            logo_url: None,
            support_email: None,
        }
    }
}

pub enum Mail<'a> {
    VerifyEmail {
        name: &'a str,
        link: &'a str,
    },
    ResetPassword {
        name: &'a str,
        link: &'a str,
    },
    MagicLink {
        name: &'a str,
        link: &'a str,
    },
    Invite {
        inviter: &'a str,
        role_label: &'a str,
        link: &'a str,
    },
    /// Open enrollment has started: `new_account` when the link signs the employee up.
    EnrollmentOpen {
        name: &'a str,
        employer: &'a str,
        plan_year: i32,
        ends_on: &'a str,
        link: &'a str,
        new_account: bool,
    },
    /// `new_account` when the link signs the employee up (an invitation).
    EnrollmentReminder {
        name: &'a str,
        employer: &'a str,
        ends_on: &'a str,
        link: &'a str,
        new_account: bool,
    },
    /// What the employee elected, a line per line of coverage.
    EnrollmentConfirmation {
        name: &'a str,
        lines: &'a [String],
        link: &'a str,
    },
    /// The link that opens a new agency once the address is confirmed.
    ConfirmAgencySignUp {
        name: &'a str,
        agency_name: &'a str,
        link: &'a str,
    },
    /// Someone tried to start an agency with an address that already has an account.
    SignUpAttempt {
        name: &'a str,
        sign_in: &'a str,
    },
    /// An agency's trial ends soon: the way to subscribe.
    TrialEnding {
        name: &'a str,
        agency_name: &'a str,
        days_left: i32,
        ends_on: &'a str,
        link: &'a str,
    },
    /// A message from the help centre's contact form, for the support inbox.
    SupportRequest {
        from_name: &'a str,
        from_email: &'a str,
        message: &'a str,
        page: &'a str,
        link: &'a str,
    },
    /// An address joined the early-access waitlist.
    EarlyAccessJoined {
        name: &'a str,
        agency_name: &'a str,
        interests: &'a str,
        link: &'a str,
    },
    /// The sender's copy: their message was received.
    SupportReceived {
        name: &'a str,
        message: &'a str,
        link: &'a str,
    },
    /// A notification that waits on its reader (a design to approve, a decision, an enrollment
    /// opened or closed), with the button to the page it is about.
    Notice {
        kind: &'static str,
        name: &'a str,
        title: &'a str,
        body: &'a str,
        action: &'static str,
        link: &'a str,
    },
}

#[derive(Debug, Clone)]
pub struct Rendered {
    pub kind: &'static str,
    pub subject: String,
    /// The message as sent, with its working link.
    pub text: String,
    pub html: String,
    /// The message as the outbox shows it: a link that signs in, resets, confirms or signs up
    /// is replaced by a note naming the page it led to.
    pub shown_text: String,
    pub shown_html: String,
    /// The action link, logged in development.
    pub link: String,
}

/// What a message says, before it is laid out.
struct Parts<'a> {
    kind: &'static str,
    subject: String,
    greeting: String,
    lines: Vec<String>,
    button: &'static str,
    link: &'a str,
    note: &'static str,
    /// What the link is called when it carries a secret (whoever holds it can use it).
    secret: Option<&'static str>,
}

pub fn render(mail: &Mail<'_>, brand: &MailBrand) -> Rendered {
    let parts = parts(mail, brand);
    let (text, html) = compose(&parts, brand, Link::Working);
    // A link with a query string is treated as a secret even when the template does not say so.
    let secret = parts
        .secret
        .or_else(|| parts.link.contains('?').then_some("personal link"));
    let (shown_text, shown_html) = match secret {
        Some(label) => compose(
            &parts,
            brand,
            Link::Removed {
                label,
                page: page_of(parts.link),
            },
        ),
        None => (text.clone(), html.clone()),
    };
    Rendered {
        kind: parts.kind,
        subject: parts.subject,
        text,
        html,
        shown_text,
        shown_html,
        link: parts.link.to_string(),
    }
}

/// A link without its query and fragment: the page it opens.
pub fn page_of(link: &str) -> &str {
    link.split(['?', '#']).next().unwrap_or(link)
}

fn parts<'a>(mail: &Mail<'a>, brand: &MailBrand) -> Parts<'a> {
    let (kind, subject, greeting, lines, button, link, note, secret) = match mail {
        Mail::VerifyEmail { name, link } => (
            "verify_email",
            format!("Confirm your email for {}", brand.name),
            format!("Hi {name},"),
            vec!["Please confirm that this is your email address.".to_string()],
            "Confirm my email",
            *link,
            "This link works once and expires in 24 hours.",
            Some("confirmation link"),
        ),
        Mail::ResetPassword { name, link } => (
            "reset_password",
            format!("Reset your {} password", brand.name),
            format!("Hi {name},"),
            vec!["Someone asked to reset the password of your account. If it was you, choose a new password below.".to_string()],
            "Choose a new password",
            *link,
            "This link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.",
            Some("password reset link"),
        ),
        Mail::MagicLink { name, link } => (
            "magic_link",
            format!("Your sign-in link for {}", brand.name),
            format!("Hi {name},"),
            vec!["Use the button below to sign in. No password needed.".to_string()],
            "Sign in",
            *link,
            "This link works once and expires in 15 minutes. If you did not ask for it, ignore this email.",
            Some("sign-in link"),
        ),
        Mail::Invite { inviter, role_label, link } => (
            "invite",
            format!("{inviter} invited you to {}", brand.name),
            "Hello,".to_string(),
            vec![format!("{inviter} invited you to join {} on its benefits portal as {role_label}.", brand.name)],
            "Accept the invitation",
            *link,
            "The invitation expires in 7 days.",
            Some("invitation link"),
        ),
        Mail::EnrollmentOpen { name, employer, plan_year, ends_on, link, new_account } => (
            "enrollment_open",
            format!("Open enrollment for your {plan_year} benefits is open"),
            format!("Hi {name},"),
            vec![
                format!("It is time to choose your {plan_year} benefits at {employer}. Compare the plans, see what each costs you per paycheck, add your dependents and make your elections online."),
                format!("Open enrollment ends on {ends_on}."),
            ],
            if *new_account { "Create my account and enroll" } else { "Sign in and enroll" },
            *link,
            if *new_account { "This link is yours alone and expires in 7 days; ask your HR contact for a new one if it does." } else { "Sign in with the email address this message was sent to." },
            new_account.then_some("sign-up link"),
        ),
        Mail::EnrollmentReminder { name, employer, ends_on, link, new_account } => (
            "enrollment_reminder",
            format!("Reminder: choose your benefits at {employer} by {ends_on}"),
            format!("Hi {name},"),
            vec![format!("You have not finished your benefit elections yet. Open enrollment ends on {ends_on}; after that your choices cannot change until next year unless you have a qualifying life event.")],
            "Finish my enrollment",
            *link,
            "It takes about ten minutes. If you do not want coverage, you can waive it from the same page.",
            new_account.then_some("sign-up link"),
        ),
        Mail::EnrollmentConfirmation { name, lines, link } => (
            "enrollment_confirmation",
            format!("Your benefit elections are confirmed — {}", brand.name),
            format!("Hi {name},"),
            lines.to_vec(),
            "View or print my confirmation",
            *link,
            "You can change your elections until open enrollment closes. Keep this email for your records.",
            None,
        ),
        Mail::ConfirmAgencySignUp { name, agency_name, link } => (
            "confirm_signup",
            format!("Confirm your email to open {agency_name}"),
            format!("Hi {name},"),
            vec![format!("Thank you for starting {agency_name} on {}. Confirm that this is your email address and your agency opens, with its 14-day trial.", brand.name)],
            "Confirm and open my agency",
            *link,
            "This link works once and expires in 24 hours. If you did not sign up, ignore this email: nothing is created.",
            Some("confirmation link"),
        ),
        Mail::SignUpAttempt { name, sign_in } => (
            "signup_attempt",
            format!("Someone tried to sign up to {} with your email", brand.name),
            format!("Hi {name},"),
            vec![
                format!("Someone just tried to start a new agency on {} with this email address, which already has an account. No new account was made.", brand.name),
                "If it was you, sign in with your account instead; if you forgot its password, reset it from the sign-in page.".to_string(),
            ],
            "Sign in",
            *sign_in,
            "If it was not you, you can ignore this email: your account has not changed.",
            None,
        ),
        Mail::TrialEnding { name, agency_name, days_left, ends_on, link } => (
            "trial_ending",
            if *days_left == 1 {
                format!("{agency_name}'s {} trial ends tomorrow", brand.name)
            } else {
                format!("{agency_name}'s {} trial ends in {days_left} days", brand.name)
            },
            format!("Hi {name},"),
            vec![
                format!("{agency_name}'s trial ends on {ends_on}. Choose a plan to keep working without a break: your groups, quotes and enrollments stay exactly as they are."),
                "If the trial ends without a plan, nothing is deleted: the agency's data becomes read-only until you subscribe.".to_string(),
            ],
            "Choose a plan",
            *link,
            "Plans can be changed or canceled at any time from the billing page.",
            None,
        ),
        Mail::SupportRequest { from_name, from_email, message, page, link } => (
            "support_request",
            format!("Help request from {from_name}"),
            format!("{from_name} ({from_email}) wrote from the help centre{}:", if page.is_empty() { String::new() } else { format!(" on {page}") }),
            message.lines().map(str::to_string).filter(|l| !l.trim().is_empty()).collect(),
            "See the requests",
            *link,
            "Reply to the sender's address above; the request is also kept in the back office.",
            None,
        ),
        Mail::EarlyAccessJoined { name, agency_name, interests, link } => (
            "early_access_joined",
            format!("You are on the {} early-access list", brand.name),
            format!("Hi {name},"),
            vec![
                format!("Thank you for asking to try what {} is building next for {agency_name}.", brand.name),
                if interests.is_empty() {
                    "We will write when a preview opens.".to_string()
                } else {
                    format!("You asked about {interests}; we will write when it opens to new agencies.")
                },
            ],
            "Read the help centre",
            *link,
            "You received this because this address was entered on the early-access form. If it was not you, ignore it: nothing else will be sent.",
            None,
        ),
        Mail::SupportReceived { name, message, link } => (
            "support_received",
            format!("We received your message to {}", brand.name),
            format!("Hi {name},"),
            vec![
                format!("Thank you for writing to {}. Your message reached the team, who will answer by email.", brand.name),
                format!("You wrote: “{}”", message.chars().take(500).collect::<String>()),
            ],
            "Open the help centre",
            *link,
            "Many answers are already in the help centre's articles.",
            None,
        ),
        Mail::Notice { kind, name, title, body, action, link } => (
            *kind,
            title.to_string(),
            format!("Hi {name},"),
            vec![body.to_string()],
            *action,
            *link,
            "Sign in to see it. Every notification is also under the bell at the top of the portal.",
            None,
        ),
    };
    Parts {
        kind,
        subject,
        greeting,
        lines,
        button,
        link,
        note,
        secret,
    }
}

/// The link of a message as sent, or as the outbox shows it.
enum Link<'a> {
    Working,
    Removed { label: &'static str, page: &'a str },
}

/// The plain-text and HTML parts.
fn compose(parts: &Parts<'_>, brand: &MailBrand, shown: Link<'_>) -> (String, String) {
    let Parts {
        greeting,
        lines,
        button,
        link,
        note,
        ..
    } = parts;
    let support = brand
        .support_email
        .as_ref()
        .map(|e| format!("Questions? Write to {e}."))
        .unwrap_or_default();

    let mut text = format!("{greeting}\n\n");
    for line in lines {
        text.push_str(line);
        text.push_str("\n\n");
    }
    match &shown {
        Link::Working => text.push_str(&format!("{button}: {link}\n\n{note}\n")),
        Link::Removed { label, page } => {
            text.push_str(&format!("{button}: [{label} removed] ({page})\n\n{note}\n"))
        }
    }
    if !support.is_empty() {
        text.push_str(&format!("\n{support}\n"));
    }
    text.push_str(&format!("\n— {}\n", brand.name));

    let color = safe_color(&brand.primary_color);
    let logo = brand
        .logo_url
        .as_deref()
        .filter(|u| u.starts_with("https://") || u.starts_with("http://"))
        .map(|u| format!(r#"<img src="{}" alt="" height="32" style="vertical-align:middle;margin-right:10px">"#, escape(u)))
        .unwrap_or_default();
    let paragraphs: String = lines
        .iter()
        .map(|l| format!(r#"<p style="margin:0 0 16px">{}</p>"#, escape(l)))
        .collect();
    let (action, fallback) = match &shown {
        Link::Working => (
            format!(
                r#"<a href="{href}" style="background:{color};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:bold">{button}</a>"#,
                href = escape(link),
                button = escape(button),
            ),
            format!(
                r#"If the button does not work, open this address: <a href="{href}" style="color:{color}">{href}</a>"#,
                href = escape(link)
            ),
        ),
        Link::Removed { label, page } => (
            format!(
                r#"<span style="border:1px dashed {color};color:{color};padding:12px 20px;border-radius:6px;display:inline-block;font-weight:bold">{button}</span> <span style="font-size:13px;color:#52606d">[{label} removed]</span>"#,
                button = escape(button),
                label = escape(label),
            ),
            format!(
                "The {label} led to {page}; only the recipient's copy has it.",
                label = escape(label),
                page = escape(page)
            ),
        ),
    };
    let html = format!(
        r#"<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:{color};padding:16px 24px;color:#ffffff;font-size:18px;font-weight:bold">{logo}{brand_name}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p style="margin:0 0 16px">{greeting}</p>{paragraphs}
<p style="margin:24px 0">{action}</p>
<p style="margin:0 0 8px;font-size:13px;color:#52606d">{note}</p>
<p style="margin:0 0 8px;font-size:13px;color:#52606d">{fallback}</p>
<p style="margin:0;font-size:13px;color:#52606d">{support}</p>
</td></tr></table></td></tr></table></body></html>"#,
        brand_name = escape(&brand.name),
        greeting = escape(greeting),
        note = escape(note),
        support = escape(&support),
    );
    (text, html)
}

fn safe_color(color: &str) -> &str {
    let ok = color.len() == 7
        && color.starts_with('#')
        && color[1..].bytes().all(|b| b.is_ascii_hexdigit());
    if ok {
        color
    } else {
        "#1e5b4f"
    }
}

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brand() -> MailBrand {
        MailBrand {
            name: "Summit <Benefits>".into(),
            sender_name: "Summit".into(),
            primary_color: "#0b4f6c".into(),
            logo_url: Some("data:image/svg+xml,x".into()),
            support_email: Some("help@summit.example".into()),
        }
    }

    #[test]
    fn both_parts_carry_the_link_and_brand() {
        let r = render(
            &Mail::ResetPassword {
                name: "Dana",
                link: "http://summit.localhost:8080/auth/reset-password?token=abc",
            },
            &brand(),
        );
        assert_eq!(r.kind, "reset_password");
        assert!(r.subject.contains("Summit <Benefits>"));
        assert!(
            r.text.contains("token=abc")
                && r.text.contains("30 minutes")
                && r.text.contains("help@summit.example")
        );
        assert!(r
            .html
            .contains("href=\"http://summit.localhost:8080/auth/reset-password?token=abc\""));
        assert!(r.html.contains("#0b4f6c"));
        assert!(r.html.contains("Summit &lt;Benefits&gt;"), "escaped");
        assert!(
            !r.html.contains("data:image"),
            "data-URL logos are not sent"
        );
    }

    #[test]
    fn a_bad_colour_falls_back() {
        let mut b = brand();
        b.primary_color = "red;background:url(x)".into();
        let r = render(
            &Mail::MagicLink {
                name: "A",
                link: "http://x/",
            },
            &b,
        );
        assert!(!r.html.contains("url(x)"));
    }

    #[test]
    fn invites_name_the_inviter_and_role() {
        let r = render(
            &Mail::Invite {
                inviter: "Dana Whitfield",
                role_label: "a broker",
                link: "http://x/auth/signup?invite=t",
            },
            &brand(),
        );
        assert!(r.subject.starts_with("Dana Whitfield invited you"));
        assert!(r.text.contains("as a broker"));
    }

    #[test]
    fn the_shown_copy_never_carries_a_working_link() {
        let b = brand();
        let secret = "5f1c0ffee";
        let link = format!("http://summit.localhost:8080/auth/magic-link?token={secret}");
        let invite = format!("http://summit.localhost:8080/auth/signup?invite={secret}");
        let mails = [
            Mail::VerifyEmail {
                name: "A",
                link: &link,
            },
            Mail::ResetPassword {
                name: "A",
                link: &link,
            },
            Mail::MagicLink {
                name: "A",
                link: &link,
            },
            Mail::Invite {
                inviter: "Dana",
                role_label: "a broker",
                link: &invite,
            },
            Mail::EnrollmentOpen {
                name: "A",
                employer: "E",
                plan_year: 2027,
                ends_on: "Friday",
                link: &invite,
                new_account: true,
            },
            Mail::EnrollmentReminder {
                name: "A",
                employer: "E",
                ends_on: "Friday",
                link: &invite,
                new_account: true,
            },
            Mail::ConfirmAgencySignUp {
                name: "A",
                agency_name: "Peak",
                link: &link,
            },
            // Not marked as a secret, but a query string is treated as one.
            Mail::EnrollmentReminder {
                name: "A",
                employer: "E",
                ends_on: "Friday",
                link: &invite,
                new_account: false,
            },
        ];
        for mail in &mails {
            let r = render(mail, &b);
            assert!(
                r.text.contains(secret) && r.html.contains(secret),
                "{}: the sent copy works",
                r.kind
            );
            assert!(
                !r.shown_text.contains(secret) && !r.shown_html.contains(secret),
                "{}: {}",
                r.kind,
                r.shown_text
            );
            assert!(
                r.shown_text.contains(" removed]") && r.shown_html.contains(" removed]"),
                "{}",
                r.kind
            );
            assert!(
                r.shown_text.contains(page_of(r.link.as_str())),
                "{}: names the page",
                r.kind
            );
            assert!(
                !r.shown_html.contains("href="),
                "{}: nothing to click",
                r.kind
            );
        }
        let magic = render(
            &Mail::MagicLink {
                name: "A",
                link: &link,
            },
            &b,
        );
        assert!(
            magic.shown_text.contains(
                "Sign in: [sign-in link removed] (http://summit.localhost:8080/auth/magic-link)"
            ),
            "{}",
            magic.shown_text
        );
    }

    #[test]
    fn a_notice_is_titled_by_its_subject_and_escaped() {
        let r = render(
            &Mail::Notice {
                kind: "design_changes_requested",
                name: "Marcus",
                title: "Changes requested to the 2027 plan design of Acme",
                body: "Hannah Cole asked for changes: “<b>60%</b> for families”",
                action: "Open the plan design",
                link: "http://summit.localhost:8080/dashboard/groups/1/plan-design",
            },
            &brand(),
        );
        assert_eq!(r.kind, "design_changes_requested");
        assert_eq!(
            r.subject,
            "Changes requested to the 2027 plan design of Acme"
        );
        assert!(r.text.starts_with("Hi Marcus,") && r.text.contains("<b>60%</b>"));
        assert!(r.html.contains("&lt;b&gt;60%&lt;/b&gt;") && !r.html.contains("<b>60%"));
        assert!(r.html.contains("Open the plan design"));
    }

    #[test]
    fn links_without_a_secret_are_shown_as_sent() {
        let lines = ["Medical: Gold PPO".to_string()];
        for mail in [
            Mail::EnrollmentConfirmation {
                name: "A",
                lines: &lines,
                link: "http://summit.localhost:8080/employees/confirmation/1",
            },
            Mail::EnrollmentOpen {
                name: "A",
                employer: "E",
                plan_year: 2027,
                ends_on: "Friday",
                link: "http://summit.localhost:8080/employees",
                new_account: false,
            },
            Mail::SignUpAttempt {
                name: "A",
                sign_in: "http://localhost:8080/auth/signin",
            },
            Mail::Notice {
                kind: "design_submitted",
                name: "A",
                title: "Plan design 2027 awaits your approval",
                body: "B sent it.",
                action: "Review the plan design",
                link: "http://summit.localhost:8080/dashboard/groups/1/plan-design",
            },
        ] {
            let r = render(&mail, &brand());
            assert_eq!(
                (r.shown_text.as_str(), r.shown_html.as_str()),
                (r.text.as_str(), r.html.as_str()),
                "{}",
                r.kind
            );
        }
    }
}
