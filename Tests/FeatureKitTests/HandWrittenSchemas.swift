import Components
import FeatureKit
import Features
import JSON

// MARK: - The schemas the built-in features wrote by hand

/// The schemas each built-in feature declared before schemas were derived, kept as written so
/// that a test can hold the derived (and refined) schemas to them.
enum HandWrittenSchemas {
    private typealias S = JSONSchema

    enum Bookmarks {
        static let tabSchema = S.cases(of: BookmarksFeature.Tab.self)
        static let articleSchema = S.object(["id": S.integer, "title": S.string])

        static let stateSchema = S.document(title: "bookmarks state", S.object([
            "selectedTab": tabSchema,
            "articles": S.array(of: articleSchema),
            "nextPage": S.integer(minimum: 1),
            "hasMorePages": S.boolean,
            "pageLoad": S.oneOf([
                S.bare("idle"), S.bare("loading"), S.bare("success"), S.tagged("failure", S.string),
            ]),
            "bookmarks": S.array(of: S.object([
                "id": S.integer,
                "isBookmarked": S.object(
                    ["value": S.boolean, "isProcessing": S.boolean, "error": S.string, "originalValue": S.boolean],
                    optional: ["error", "originalValue"]
                ),
            ])),
        ]))

        static let actionSchema = S.action(title: "bookmarks action", [
            S.bare("appLaunched"),
            S.tagged("tabSelected", tabSchema),
            S.tagged("home", S.oneOf([
                S.tagged("bookmarkTapped", S.integer),
                S.bare("lastRowAppeared"),
                S.bare("retryTapped"),
            ])),
            S.tagged("bookmarks", S.tagged("bookmarkTapped", S.integer)),
            S.tagged("articlesResponse", S.object([
                "page": S.integer,
                "result": S.oneOf([
                    S.tagged("success", S.object(["articles": S.array(of: articleSchema), "hasMore": S.boolean])),
                    S.tagged("failure", S.string),
                ]),
            ])),
            S.tagged("bookmarkResponse", S.object([
                "id": S.integer,
                "result": S.oneOf([S.tagged("success", S.boolean), S.tagged("failure", S.string)]),
            ])),
        ])
    }

    enum ButtonGallery {
        /// `{"lastTappedButton": "iconOnly", "tapCount": 1, "areButtonsDisabled": false}`;
        /// `lastTappedButton` is absent until a button is tapped.
        static let stateSchema = S.document(title: "ButtonGalleryFeature.State", S.object([
            "lastTappedButton": S.cases(of: GalleryButton.self),
            "tapCount": S.integer(minimum: 0),
            "areButtonsDisabled": S.boolean,
        ], optional: ["lastTappedButton"]))

        /// `{"buttonTapped": "iconOnly"}` or `{"buttonsDisabledToggled": true}`.
        static let actionSchema = S.action(title: "ButtonGalleryFeature.Action", [
            S.tagged("buttonTapped", S.cases(of: GalleryButton.self)),
            S.tagged("buttonsDisabledToggled", S.boolean),
        ])
    }

    enum Counter {
        static let stateSchema = S.document(title: "counter state", S.object([
            "count": S.integer,
            "fact": S.string,
            "isLoadingFact": S.boolean,
            "countText": S.string,
            "isCountFieldFocused": S.boolean,
        ], optional: ["fact"]))

        static let actionSchema = S.action(title: "counter action", [
            S.bare("incrementButtonTapped"),
            S.bare("decrementButtonTapped"),
            S.bare("resetButtonTapped"),
            S.tagged("countTextChanged", S.string),
            S.tagged("countFieldFocusChanged", S.boolean),
            S.tagged("factResponse", S.string),
            S.bare("factFailed"),
        ])
    }

    enum LocationDetail {
        static let alertSchema = S.cases(of: LocationAlert.self)
        static let profileSchema = S.object([
            "id": S.string, "firstName": S.string, "lastName": S.string, "company": S.string, "bio": S.string,
        ])
        static let countsSchema = S.dictionary(of: S.integer(minimum: 0))

        static let stateSchema = S.document(title: "locationDetail state", S.object([
            "locations": S.array(of: S.object(["id": S.string, "name": S.string, "address": S.string])),
            "checkInCounts": countsSchema,
            "detail": S.object([
                "location": S.object(["id": S.string, "name": S.string, "address": S.string]),
                "profiles": S.array(of: profileSchema),
                "isLoadingProfiles": S.boolean,
                "selectedProfileID": S.string,
                "profilePresentation": S.cases(of: ProfilePresentation.self),
                "alert": alertSchema,
            ], optional: ["selectedProfileID", "profilePresentation", "alert"]),
            "isShowingOnboarding": S.boolean,
            "alerts": S.array(of: alertSchema),
        ], optional: ["detail"]))

        static let actionSchema = S.action(title: "locationDetail action", [
            S.bare("appLaunched"),
            S.tagged("checkInCountsResponse", S.oneOf([
                S.tagged("success", countsSchema), S.tagged("failure", S.string),
            ])),
            S.tagged("locationTapped", S.string),
            S.tagged("detail", S.oneOf([
                S.bare("dismiss"),
                S.tagged("presented", S.oneOf([
                    S.bare("opened"),
                    S.tagged("profilesResponse", S.oneOf([
                        S.tagged("success", S.array(of: profileSchema)), S.tagged("failure", S.string),
                    ])),
                    S.tagged("profileTapped", S.object([
                        "id": S.string,
                        "sizeCategory": S.cases(of: DynamicTypeSize.self),
                    ])),
                    S.bare("profileDismissed"),
                    S.bare("alertDismissed"),
                ])),
            ])),
            S.bare("onboardingDismissed"),
            S.tagged("locationServicesResponse", S.object(["isEnabled": S.boolean])),
            S.bare("alertDismissed"),
        ])
    }

    enum TextFieldForm {
        /// Every member is present except `phoneError` and `submittedPhoneNumber`, absent while unset.
        static let stateSchema = S.document(title: "TextFieldFormFeature.State", S.object([
            "phoneNumber": S.string,
            "isPhoneFocused": S.boolean,
            "isPhoneDisabled": S.boolean,
            "isPhoneChecked": S.boolean,
            "phoneError": S.string(oneOf: [PhoneNumberRule.emptyMessage, PhoneNumberRule.invalidMessage]),
            "submittedPhoneNumber": S.string(pattern: "^010[0-9]{7,8}$"),
            "defaultStyleText": S.string,
            "warningStyleText": S.string,
            "readOnlyText": S.string,
        ], optional: ["phoneError", "submittedPhoneNumber"]))

        /// Bare strings for `clearButtonTapped` and `phoneSubmitted`, `{"<case>": payload}` otherwise.
        static let actionSchema = S.action(title: "TextFieldFormFeature.Action", [
            S.string(oneOf: ["clearButtonTapped", "phoneSubmitted"]),
            S.tagged("phoneNumberChanged", S.string),
            S.tagged("phoneFocusChanged", S.boolean),
            S.tagged("phoneDisabledToggled", S.boolean),
            S.tagged("defaultStyleTextChanged", S.string),
            S.tagged("warningStyleTextChanged", S.string),
            S.tagged("readOnlyTextChanged", S.string),
        ])
    }

    enum SelectionScreens {
        /// The state of ``SelectionScreenFeature``.
        static let stateSchema = S.document(title: "SelectionScreenFeature.State", S.object([
            "title": S.string,
            "selection": selectableItemsState,
            "toastMessage": S.string,
        ], optional: ["toastMessage"]))

        /// The actions of ``SelectionScreenFeature``.
        static let actionSchema = S.action(title: "SelectionScreenFeature.Action", [
            S.tagged("selection", selectableItemsAction),
            S.bare("nextButtonTapped"),
            S.bare("toastTimerElapsed"),
            S.tagged("delegate", S.oneOf([
                S.tagged("nextRequested", ids),
            ])),
        ])

        // MARK: - The list

        /// The state of ``SelectableItemsFeature``.
        static let selectableItemsState = S.object([
            "items": S.array(of: item),
            "selectedIDs": ids,
            "customItem": item,
            "maximumSelectionCount": S.integer(minimum: 1),
            "validationPattern": S.string,
            "validationMessage": S.string,
            "customItemPhase": ["enum": .array(CustomItemPhase.allCases.map { .string($0.rawValue) })],
            "customText": S.string,
        ], optional: ["customItem", "validationPattern", "validationMessage"])

        /// The actions of ``SelectableItemsFeature``.
        static let selectableItemsAction = S.oneOf([
            S.tagged("itemTapped", S.integer),
            S.bare("customInputButtonTapped"),
            S.tagged("customTextChanged", S.string),
            S.bare("customClearButtonTapped"),
            S.bare("customSaveButtonTapped"),
            S.bare("customEditButtonTapped"),
            S.tagged("delegate", S.oneOf([
                S.tagged("selected", ids),
                S.tagged("invalidText", S.string),
            ])),
        ])

        // MARK: - Pieces

        static let item = S.object(["id": S.integer, "title": S.string])

        static let ids = S.array(of: S.integer)
    }
}
